import { ORDER_CODE } from '#domain/storefront/paths'

/** Kept from just before paying until the confirmation is seen, so a reload or lost answer never places the order twice. */
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
  } catch {}
}
