// The last postcode a shopper got delivery dates for: the product pages and the checkout ask for it once (a checkout draft still wins).
// Read afresh each time, so another tab's is seen; what storage holds is checked, and storage that throws keeps nothing.
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
