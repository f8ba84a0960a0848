import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MAX_QUANTITY } from '@/lib/cart/cartOrder'

/** A typed number is sent on blur or Enter, so each keystroke is not an order change and the field keeps its focus. */
export function QuantityStepper({
  quantity,
  name,
  disabled,
  onChange,
}: {
  quantity: number
  name: string
  /** While a change is on its way: the next one is worked out from its answer, not from a quantity about to change. */
  disabled: boolean
  onChange: (quantity: number) => void
}) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    const typed = Number(draft)
    setDraft(null)
    if (draft !== '' && Number.isFinite(typed)) {
      const next = Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(typed)))
      if (next !== quantity) onChange(next)
    }
  }
  return (
    <div className="stepper" role="group" aria-label={t({ id: 'cart.quantityOf', message: `Quantity of ${name}` })}>
      <button
        type="button"
        disabled={quantity <= 1}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
        <span className="visually-hidden">{t({ id: 'cart.decrease', message: 'One fewer' })}</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        value={draft ?? quantity}
        aria-label={t({ id: 'cart.quantity', message: 'Quantity' })}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <button
        type="button"
        disabled={quantity >= MAX_QUANTITY}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
        <span className="visually-hidden">{t({ id: 'cart.increase', message: 'One more' })}</span>
      </button>
    </div>
  )
}
