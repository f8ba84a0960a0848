import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Badge, Button, api, graphql, useLocalFormat, type PageContextValue } from '@vendure/dashboard'
import { REASON_LABELS, STATE_LABELS } from './labels.ts'

const returnsDocument = graphql(`
  query OrderReturns($id: ID!) {
    order(id: $id) {
      id
      currencyCode
      returnRequests {
        id
        createdAt
        state
        reason
        note
        lines {
          sku
          name
          quantity
        }
        refundTotal
        refundDue
        decidedAt
        decidedBy
      }
    }
  }
`)

const decideDocument = graphql(`
  mutation DecideReturn($id: ID!, $accept: Boolean!) {
    decideReturn(id: $id, accept: $accept) {
      id
      state
    }
  }
`)

type Request = {
  id: string
  createdAt: string
  state: string
  reason: string
  note: string
  lines: Array<{ sku: string; name: string; quantity: number }>
  refundTotal: number | null
  refundDue: number
  decidedAt: string | null
  decidedBy: string | null
}
type Answer = { order: { id: string; currencyCode: string; returnRequests: Array<Request> } | null }

/** The server's refusals, in the owner's words; anything else as Vendure said it. */
function useRefusalOf(): (message: string) => string {
  const { t } = useLingui()
  return (message) =>
    message.includes('RETURN_NOT_PAID')
      ? t({ id: 'returns.notPaid', message: 'the order is not paid yet. Settle its payment first, then accept the return.' })
      : message.includes('RETURN_DECIDED')
        ? t({ id: 'returns.decided', message: 'this return was already answered. Reload the page to see how.' })
        : message
}

/** The returns the order's shopper asked for: the owner accepts one (Vendure refunds its pieces) or refuses it, and the shopper is emailed. */
export function ReturnsBlock({ context }: { context: PageContextValue }) {
  const orderId = (context.entity as { id?: string } | undefined)?.id
  const { i18n } = useLingui()
  const refusalOf = useRefusalOf()
  const { formatDate, formatCurrency } = useLocalFormat()
  const queryClient = useQueryClient()
  const returns = useQuery({
    queryKey: ['order-returns', orderId],
    queryFn: () => api.query(returnsDocument, { id: orderId! }) as Promise<Answer>,
    enabled: !!orderId,
  })
  const decide = useMutation({
    mutationFn: (input: { id: string; accept: boolean }) => api.mutate(decideDocument, input),
    // The refund changes the order's payments and history too.
    onSettled: () => queryClient.invalidateQueries(),
  })
  const order = returns.data?.order
  if (!order) return null
  if (order.returnRequests.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans id="returns.none">The shopper has not asked to return anything.</Trans>
      </p>
    )
  return (
    <div className="flex flex-col gap-4">
      {order.returnRequests.map((request) => {
        const refund = formatCurrency(request.refundTotal ?? 0, order.currencyCode)
        const due = formatCurrency(request.refundDue, order.currencyCode)
        const decider = request.decidedBy
        const reason = decide.error ? refusalOf(decide.error.message) : ''
        return (
          <section
            key={request.id}
            aria-label={i18n._({ id: 'returns.request', message: 'Return request' })}
            className="flex flex-col gap-2"
          >
            <div className="flex items-center gap-2">
              <Badge variant={request.state === 'requested' ? 'default' : 'secondary'}>
                {i18n._(STATE_LABELS[request.state] ?? request.state)}
              </Badge>
              <span className="text-sm text-muted-foreground">
                {formatDate(request.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
            </div>
            <ul className="text-sm">
              {request.lines.map((line) => (
                <li key={line.sku}>
                  {line.quantity} × {line.name} <span className="text-muted-foreground">({line.sku})</span>
                </li>
              ))}
            </ul>
            <p className="text-sm">
              <Trans id="returns.reason">Reason:</Trans> {i18n._(REASON_LABELS[request.reason] ?? request.reason)}
            </p>
            {request.note && <blockquote className="border-l-2 pl-3 text-sm whitespace-pre-wrap">{request.note}</blockquote>}
            {request.state === 'accepted' && request.refundTotal !== null && (
              <p className="text-sm">
                <Trans id="returns.refunded">
                  Refund of {refund} recorded in Vendure: it stays pending until you settle it under the order's payments, once paid back.
                </Trans>
              </p>
            )}
            {request.state !== 'requested' && request.decidedBy && (
              <p className="text-sm text-muted-foreground">
                <Trans id="returns.decidedBy">Decided by {decider}</Trans>
              </p>
            )}
            {request.state === 'requested' && (
              <div className="flex gap-2">
                <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate({ id: request.id, accept: true })}>
                  <Trans id="returns.accept">Accept and refund {due}</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: request.id, accept: false })}
                >
                  <Trans id="returns.refuse">Refuse</Trans>
                </Button>
              </div>
            )}
            {decide.isError && decide.variables?.id === request.id && (
              <p role="alert" className="text-sm text-destructive">
                <Trans id="returns.failed">Not done: {reason}</Trans>
              </p>
            )}
          </section>
        )
      })}
    </div>
  )
}
