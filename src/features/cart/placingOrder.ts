import { ORDER_CODE } from '@/lib/storefront/paths'

/**
 * The code of the order this tab is paying for, kept from just before "Place order" pays until
 * the shopper has seen the confirmation: after a lost answer or a reload, the checkout asks
 * Vendure whether that order was placed instead of placing it again.
 */
const PLACING_KEY = 'shop-placing-order'

export function placingCode(): string | undefined {
  try {
    const code = sessionStorage.getItem(PLACING_KEY)
    return code && ORDER_CODE.test(code) ? code : undefined
  } catch {
    return undefined
  }
}

export function rememberPlacing(code: string): void {
  try {
    sessionStorage.setItem(PLACING_KEY, code)
  } catch {
    // Without storage a retry asks Vendure for the active order, which a placed order no longer is.
  }
}

export function forgetPlacing(): void {
  try {
    sessionStorage.removeItem(PLACING_KEY)
  } catch {
    // Nothing was kept.
  }
}
