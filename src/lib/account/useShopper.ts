import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CART_KEY } from '@/lib/cart/cartQueries'
import { markCartChanged } from '@/lib/cart/cartStore'
import { whenPageSettled } from '@/lib/pageHydration'
import { useShopfront } from '@/lib/market/useMarket'

const SHOPPER_KEY = ['account', 'shopper'] as const
export const ORDERS_KEY = ['account', 'orders'] as const
export const ADDRESSES_KEY = ['account', 'addresses'] as const
// Set by a sign-in in this browser: a visitor who never signed in here is not asked about, one request fewer per visit.
const SIGNED_IN_HINT = 'woodnest.signedIn'
export const SAVED_MERGED = 'woodnest.savedMerged'

function hinted(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1'
  } catch {
    return false
  }
}

function following(): boolean {
  try {
    return localStorage.getItem(SAVED_MERGED) !== null
  } catch {
    return false
  }
}

function hint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1')
    else localStorage.removeItem(SIGNED_IN_HINT)
  } catch {
    // Storage refused (private mode, full): the header shows "Sign in" until the account page is opened.
  }
}

/** Who is signed in, asked once the page is hydrated: no prerendered page or cached answer knows a shopper. `always`: the account page's own. */
export function useShopper({ always = false }: { always?: boolean } = {}) {
  const shopfront = useShopfront()
  const [settled, setSettled] = useState(false)
  useEffect(() => void whenPageSettled().then(() => setSettled(true)), [])
  return useQuery({
    queryKey: SHOPPER_KEY,
    queryFn: async () => {
      const shopper = await import('./shopperApi').then(({ currentShopper }) => currentShopper(shopfront))
      hint(shopper !== null)
      if (shopper) void import('./savedOnAccount').then(({ followSavedOnAccount }) => followSavedOnAccount(shopfront))
      else if (following()) void import('./savedOnAccount').then(({ stopFollowing }) => stopFollowing())
      return shopper
    },
    enabled: settled && (always || hinted()),
    staleTime: 60_000,
  })
}

/** After a sign-in or sign-out (`signedIn`), or a change to the account: asked again; the last shopper's orders and addresses are forgotten. */
export function useSessionChanged(): (signedIn?: boolean) => Promise<void> {
  const queryClient = useQueryClient()
  return async (signedIn) => {
    if (signedIn !== undefined) {
      hint(signedIn)
      // The account's cart, from another device, is asked for even if this browser never had one.
      if (signedIn) markCartChanged()
      if (!signedIn) await import('./savedOnAccount').then(({ stopFollowing }) => stopFollowing())
    }
    if (signedIn !== undefined) for (const queryKey of [ORDERS_KEY, ADDRESSES_KEY]) queryClient.removeQueries({ queryKey })
    await Promise.all([queryClient.invalidateQueries({ queryKey: SHOPPER_KEY }), queryClient.invalidateQueries({ queryKey: CART_KEY })])
  }
}
