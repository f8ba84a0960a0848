import * as v from 'valibot'
import { DELIVERY_PREFERENCES, EmailField, honeypot, optionalText, PhoneField, text } from '#domain/forms/schemas'
import { regionOf } from '#domain/markets/regions'

/** Where the shop delivers: the countries its postcodes name (server/src/plugins/checkout/postcodes.ts). */
const DELIVERY_COUNTRIES = ['US', 'CN'] as const

/** The postcode's own rules are the server's: it answers whether a van reaches it, and when. */
export const CheckoutSchema = v.pipe(
  v.object({
    name: text(100),
    email: EmailField,
    phone: PhoneField,
    addressLine1: text(200),
    addressLine2: optionalText(200),
    city: text(100),
    // The state (US) or province (China), by its ISO code: one of the country's.
    region: v.pipe(v.string('invalid'), v.nonEmpty('required')),
    // Full-width digits from a Chinese input method read as digits.
    postcode: v.pipe(
      v.string('invalid'),
      v.transform((value) => value.normalize('NFKC')),
      v.trim(),
      v.nonEmpty('required'),
      v.maxLength(12, 'tooLong'),
    ),
    country: v.picklist(DELIVERY_COUNTRIES, 'required'),
    delivery: v.pipe(v.string('invalid'), v.nonEmpty('required'), v.maxLength(60, 'invalid')),
    deliveryPreference: v.picklist(DELIVERY_PREFERENCES, 'required'),
    notes: optionalText(1000),
    website: honeypot,
  }),
  v.forward(
    v.partialCheck([['country'], ['region']], ({ country, region }) => regionOf(country, region) !== undefined, 'required'),
    ['region'],
  ),
)

export type CheckoutValues = v.InferOutput<typeof CheckoutSchema>
