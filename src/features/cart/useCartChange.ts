import { useMutation, useQueryClient } from '@tanstack/react-query'
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

/** Every change to the cart, one after another (the mutation scope); its code (cartChange.ts) loads with the first one. None is retried. */
export function useCartChange() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  return useMutation({
    scope: { id: 'cart' },
    mutationFn: async (change: CartChange) => {
      const { changeCart } = await import('./cartChange')
      await changeCart({ queryClient, locale, i18n }, change)
    },
    // Its code could not load (offline, a redeploy): nothing changed, and the shopper is told.
    onError: (error) => {
      console.warn('The cart could not be changed:', error)
      announceCart(i18n._(FAILED))
    },
  })
}
