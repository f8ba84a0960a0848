import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { useShopfront } from '@/lib/market/useMarket'
import type { CartLine } from './cartOrder'
import { announceCart } from './cartStore'

const FAILED = msg({ id: 'cart.changeFailed', message: 'Your cart could not be changed. Check your connection and try again.' })

export type CartChange =
  | { kind: 'add'; sku: string; handle: string; quantity: number; name: string; announcement: string }
  | { kind: 'quantity'; line: CartLine; quantity: number; name: string; announcement?: string }
  | { kind: 'remove'; line: CartLine; name: string; announcement: string }
  | { kind: 'empty'; announcement?: string }
  | { kind: 'gone'; lines: ReadonlyArray<CartLine> }

// Lines already on their way out: every mounted cart view reports the same ones, and each goes once.
const leaving = new Set<string>()

/** One change at a time (the mutation scope), never retried; its code (cartChange.ts) loads with the first; pending from the press itself, so a second press adds nothing twice. */
export function useCartChange() {
  const { i18n } = useLingui()
  const shopfront = useShopfront()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(0)
  const mutation = useMutation({
    scope: { id: 'cart' },
    mutationFn: async (change: CartChange) => {
      try {
        const { changeCart } = await import('./cartChange')
        await changeCart({ queryClient, shopfront, i18n }, change)
      } finally {
        if (change.kind === 'gone') change.lines.forEach((line) => leaving.delete(line.id))
        setPending((count) => count - 1)
      }
    },
    // Its code could not load (offline, a redeploy): nothing changed, and the shopper is told.
    onError: (error) => {
      console.warn('The cart could not be changed:', error)
      announceCart(i18n._(FAILED))
    },
  })
  const mutate = (change: CartChange) => {
    if (change.kind === 'gone') {
      const lines = change.lines.filter((line) => !leaving.has(line.id))
      if (lines.length === 0) return
      lines.forEach((line) => leaving.add(line.id))
      change = { kind: 'gone', lines }
    }
    setPending((count) => count + 1)
    mutation.mutate(change)
  }
  return { mutate, isPending: pending > 0 }
}
