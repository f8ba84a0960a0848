// The last postcode given delivery dates, asked once by product pages and checkout; read afresh (another tab's), checked.
const KEY = 'shop-delivery-postcode'
const POSTCODE = /^[\d -]{3,12}$/

export function readDeliveryPostcode(): string {
  try {
    const stored = localStorage.getItem(KEY)
    return stored && POSTCODE.test(stored) ? stored : ''
  } catch {
    return ''
  }
}

export function rememberDeliveryPostcode(postcode: string): void {
  try {
    if (POSTCODE.test(postcode)) localStorage.setItem(KEY, postcode)
  } catch {}
}
