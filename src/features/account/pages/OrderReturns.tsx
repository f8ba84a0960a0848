import { useLingui } from '@lingui/react/macro'
import { formatDate } from '#domain/locale/formatDay'
import type { ReturnState } from '#domain/forms/returns'
import { currencyOf, formatPrice } from '@/ui/Price'
import { useLocale } from '@/lib/locale/useLocale'
import type { AccountOrder } from './accountApi'
import { useAfterSaleWords } from './useAfterSaleWords'

/** Each return the shopper asked for, with the step it is at and, once accepted, what is refunded. */
export function OrderReturns({ order }: { order: AccountOrder }) {
  const { t } = useLingui()
  const locale = useLocale()
  const words = useAfterSaleWords()
  if (order.returns.length === 0) return null
  return (
    <ul className="after-sale__returns" aria-label={t({ id: 'account.return.list', message: 'Returns' })}>
      {order.returns.map((request) => {
        const pieces = request.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')
        const asked = formatDate(request.createdAt, locale)
        const refund =
          request.refundTotal === null || request.refundTotal === undefined
            ? null
            : formatPrice(request.refundTotal / 100, locale, currencyOf(order.currencyCode))
        return (
          <li key={request.id}>
            <strong>{words.states[request.state as ReturnState] ?? request.state}</strong>
            <span className="muted"> · {t({ id: 'account.return.askedOn', message: `sent on ${asked}` })}</span>
            <span className="after-sale__line">{pieces}</span>
            {request.state === 'accepted' && refund && (
              <span className="after-sale__line">
                {t({ id: 'account.return.refund', message: `We refund ${refund} the way you paid.` })}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
