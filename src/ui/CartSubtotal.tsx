import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import type { Currency } from '#domain/storefront/schemas'
import { formatPrice } from '@/ui/Price'

export function CartSubtotal({
  sums,
  pending,
  failed,
  retrying,
  onRetry,
}: {
  sums: ReadonlyArray<readonly [Currency, number]>
  pending: boolean
  failed: boolean
  retrying: boolean
  onRetry: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const subtotalRef = useRef<HTMLParagraphElement>(null)
  const retried = useRef(false)
  // A retry that works removes its button: the focus goes to the subtotal it completed.
  useEffect(() => {
    if (failed || !retried.current) return
    retried.current = false
    subtotalRef.current?.focus()
  }, [failed])
  const total = sums.map(([currency, amount]) => formatPrice(amount, locale, currency)).join(' + ')
  return (
    <>
      <p ref={subtotalRef} className="subtotal-row" tabIndex={-1}>
        <span>{t({ id: 'cart.subtotal', message: 'Subtotal' })}</span>
        <strong>{pending ? '…' : total || '—'}</strong>
      </p>
      {failed && (
        <p className="load-failed">
          <span className="muted">
            {t({ id: 'cart.partFailed', message: 'Part of your cart could not be loaded. Check your connection.' })}
          </span>
          <button
            type="button"
            className="link-button"
            aria-disabled={retrying}
            onClick={() => {
              if (retrying) return
              retried.current = true
              onRetry()
            }}
          >
            {retrying ? t({ id: 'cart.retrying', message: 'Trying again…' }) : t({ id: 'cart.retry', message: 'Try again' })}
          </button>
        </p>
      )}
    </>
  )
}
