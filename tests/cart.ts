import { afterEach } from 'vitest'
import { markCartChanged, reloadCartState } from '../src/lib/cart/cartStore'
import { addToCart } from '../src/lib/cart/orderApi'
import type { Locale } from '#domain/locale/locales'
import { clearShopSession, storefrontFetch } from './storefrontFetch'
import { at } from './shopfront'

type Line = { sku: string; handle: string; quantity: number }

/** Puts pieces in this browser's cart (Vendure's active order, on the real engine) before a page renders. */
export async function putInCart(lines: ReadonlyArray<Line>, locale: Locale = 'en'): Promise<void> {
  const fetch = globalThis.fetch
  globalThis.fetch = storefrontFetch as typeof globalThis.fetch
  try {
    for (const line of lines) {
      const { problem } = await addToCart(at(locale), line)
      if (problem) throw new Error(`${line.sku} could not be put in the cart: ${problem.kind}`)
    }
  } finally {
    globalThis.fetch = fetch
  }
  markCartChanged()
}

/** Each test starts in a new browser session, with no cart. */
export function withFreshCart(): void {
  afterEach(() => {
    clearShopSession()
    reloadCartState()
  })
}
