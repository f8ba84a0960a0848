import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import type { Currency } from '@/lib/storefront/schemas'
import { formatPrice } from '@/ui/Price'

/** The cart's subtotal, one sum per currency its pieces were answered in, and why a price is missing. */
export function CartSubtotal({
  sums,
  pending,
  failed,
  onRetry,
}: {
  sums: ReadonlyArray<[Currency, number]>
  pending: boolean
  failed: boolean
  onRetry: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const total = sums.map(([currency, amount]) => formatPrice(amount, locale, currency)).join(' + ')
  return (
    <>
      <p className="cart-drawer__subtotal">
        <span>{t({ id: 'cart.subtotal', message: 'Subtotal' })}</span>
        <strong>{pending ? '…' : total || '—'}</strong>
      </p>
      {failed && (
        <p className="cart-failed">
          <span className="muted">
            {t({ id: 'cart.pricesFailed', message: 'Some prices could not be loaded. Check your connection.' })}
          </span>
          <button type="button" className="link-button" onClick={onRetry}>
            {t({ id: 'cart.retry', message: 'Try again' })}
          </button>
        </p>
      )}
    </>
  )
}
