import { createPersistedStore } from '../persistedStore'

/** The last postcode a shopper got delivery dates for: the product pages and the checkout ask for it once (a checkout draft still wins). */
const postcode = createPersistedStore<string>({
  key: 'shop-delivery-postcode',
  what: 'The postcode for delivery dates',
  initial: '',
  decode: (raw) => (/^[\d -]{0,12}$/.test(raw) ? raw : undefined),
  encode: (value) => value,
})

export const readDeliveryPostcode = postcode.read
export const rememberDeliveryPostcode = postcode.write
