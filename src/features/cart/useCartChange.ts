import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { useLocale } from '@/lib/locale/useLocale'
import type { CartLine } from './cartOrder'
import { announceCart } from './cartStore'

const FAILED = msg({ id: 'cart.changeFailed', message: 'Your cart could not be changed. Check your connection and try again.' })

export type CartChange =
  | { kind: 'add'; sku: string; handle: string; quantity: number; name: string; announcement: string }
  | { kind: 'quantity'; line: CartLine; quantity: number; name: string; announcement?: string }
  | { kind: 'remove'; line: CartLine; name: string; announcement: string }
  | { kind: 'empty'; announcement?: string }
  | { kind: 'gone'; lines: ReadonlyArray<CartLine> }

/** The mutation code (cartChange.ts) loads with the first change, not with the page. */
export function useCartChange() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(0)
  const mutate = (change: CartChange) => {
    setPending((count) => count + 1)
    void import('./cartChange')
      .then(({ changeCart }) => changeCart({ queryClient, locale, i18n }, change))
      // Its code could not load (offline, a redeploy): nothing changed, and the shopper is told.
      .catch((error: unknown) => {
        console.warn('The cart could not be changed:', error)
        announceCart(i18n._(FAILED))
      })
      .finally(() => setPending((count) => count - 1))
  }
  return { mutate, isPending: pending > 0 }
}
