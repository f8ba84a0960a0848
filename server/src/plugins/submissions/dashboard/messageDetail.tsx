import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  api,
  Badge,
  Button,
  FullWidthPageBlock,
  Page,
  PageLayout,
  PageTitle,
  PermissionGuard,
  useLocalFormat,
  type DashboardRouteDefinition,
} from '@vendure/dashboard'
import { messageDocument, setStatusDocument } from './documents.ts'
import { FIELD_LABELS, KIND_LABELS, STATUS_LABELS } from './labels.ts'

type Message = {
  id: string
  createdAt: string
  reference: string
  kind: string
  sender: string
  payload: string
  status: string
  handledAt: string | null
  handledBy: string | null
}

// The honeypot field is the shop's spam trap, never the shopper's words; a field left empty says nothing.
const HIDDEN_FIELDS = new Set(['website'])

function fieldsOf(payload: string): Array<[string, unknown]> {
  try {
    return Object.entries(JSON.parse(payload) as Record<string, unknown>).filter(
      ([field, value]) => !HIDDEN_FIELDS.has(field) && value !== '' && value !== null,
    )
  } catch {
    return [['message', payload]]
  }
}

/** An email address or a phone number opens the owner's mail or phone app: replying is the next step. */
function FieldValue({ field, value }: { field: string; value: string }) {
  if (field === 'email')
    return (
      <a className="underline" href={`mailto:${value}`}>
        {value}
      </a>
    )
  if (field === 'phone')
    return (
      <a className="underline" href={`tel:${value.replace(/[^\d+]/g, '')}`}>
        {value}
      </a>
    )
  return value
}

function MessagePage({ id }: { id: string }) {
  const { i18n } = useLingui()
  const { formatDate } = useLocalFormat()
  const queryClient = useQueryClient()
  const queryKey = ['inbox-message', id]
  const { data, isPending, isError } = useQuery({
    queryKey,
    queryFn: () => api.query(messageDocument, { id }) as Promise<{ submission: Message | null }>,
  })
  const setStatus = useMutation({
    mutationFn: (status: 'new' | 'handled') => api.mutate(setStatusDocument, { ids: [id], status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  })
  const message = data?.submission
  if (isPending) return null
  if (isError || !message) {
    return (
      <Page pageId="inbox-message-detail">
        <PageTitle>
          <Trans id="inbox.notFound">This message does not exist, or was removed.</Trans>
        </PageTitle>
      </Page>
    )
  }
  const when = (date: string) => formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })
  const handled = message.status === 'handled'
  const receivedAt = when(message.createdAt)
  const handledAt = message.handledAt ? when(message.handledAt) : ''
  const handledBy = message.handledBy ?? '—'
  return (
    <Page pageId="inbox-message-detail">
      <PageTitle>
        {KIND_LABELS[message.kind] ? i18n._(KIND_LABELS[message.kind]!) : message.kind} {message.reference}
      </PageTitle>
      <PageLayout>
        <FullWidthPageBlock blockId="message">
          <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <Badge variant={handled ? 'secondary' : 'default'}>
              {STATUS_LABELS[message.status] ? i18n._(STATUS_LABELS[message.status]!) : message.status}
            </Badge>
            <span>
              <Trans id="inbox.receivedOn">Received {receivedAt}</Trans>
            </span>
            {handled && handledAt ? (
              <span>
                <Trans id="inbox.handledOn">
                  Handled by {handledBy} on {handledAt}
                </Trans>
              </span>
            ) : null}
            {/* In the block, not the page's action bar, which the Dashboard hides on a phone. */}
            <PermissionGuard requires={['UpdateSubmission']}>
              <Button
                size="sm"
                className="ms-auto"
                onClick={() => setStatus.mutate(handled ? 'new' : 'handled')}
                disabled={setStatus.isPending}
              >
                {handled ? <Trans id="inbox.markNew">Mark as new</Trans> : <Trans id="inbox.markHandled">Mark handled</Trans>}
              </Button>
            </PermissionGuard>
          </div>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
            {fieldsOf(message.payload).map(([field, value]) => (
              <div key={field} className="contents">
                <dt className="text-sm font-medium text-muted-foreground sm:text-base sm:text-foreground">
                  {FIELD_LABELS[field] ? i18n._(FIELD_LABELS[field]!) : field}
                </dt>
                <dd className="whitespace-pre-wrap break-words">
                  <FieldValue field={field} value={String(value)} />
                </dd>
              </div>
            ))}
          </dl>
        </FullWidthPageBlock>
      </PageLayout>
    </Page>
  )
}

export const messageDetail: DashboardRouteDefinition = {
  path: '/messages/$id',
  loader: () => ({
    breadcrumb: [
      { path: '/messages', label: <Trans id="inbox.title">Messages</Trans> },
      <Trans key="message" id="inbox.message">
        Message
      </Trans>,
    ],
  }),
  component: (route) => <MessagePage id={(route.useParams() as { id: string }).id} />,
}
