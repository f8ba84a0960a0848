import * as v from 'valibot'
import { DELIVERY_PREFERENCES, EmailField, honeypot, optionalText, PhoneField, text } from '#domain/forms/schemas'
import { regionOf } from '#domain/markets/regions'
import { INVOICE_KINDS, invoiceProblem, normalizeTaxNumber, type InvoiceKind } from '#domain/forms/invoice'

/** Where the shop delivers: the countries its postcodes name (server/src/plugins/checkout/postcodes.ts). */
const DELIVERY_COUNTRIES = ['US', 'CN'] as const

type InvoiceValues = { country: string; invoiceKind: InvoiceKind; invoiceTitle: string; invoiceTaxNumber: string }
// Asked for in China only: elsewhere the fields are not shown, and what a draft kept of them is not sent.
const invoiceProblemOf = ({ country, invoiceKind, invoiceTitle, invoiceTaxNumber }: InvoiceValues) =>
  country === 'CN' ? invoiceProblem({ kind: invoiceKind, title: invoiceTitle, taxNumber: invoiceTaxNumber }) : undefined

/** The postcode's own rules are the server's: it answers whether a van reaches it, and when. */
export const CheckoutSchema = v.pipe(
  v.object({
    name: text(100),
    email: EmailField,
    phone: PhoneField,
    addressLine1: text(200),
    addressLine2: optionalText(200),
    city: text(100),
    district: optionalText(100),
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
    // A 发票 request (China only); what it needs, the server checks again (domain/forms/invoice.ts).
    invoiceKind: v.optional(v.picklist(INVOICE_KINDS, 'required'), 'none'),
    invoiceTitle: optionalText(150),
    invoiceTaxNumber: v.optional(v.pipe(v.string('invalid'), v.maxLength(40, 'tooLong'), v.transform(normalizeTaxNumber)), ''),
    website: honeypot,
  }),
  v.forward(
    v.partialCheck([['country'], ['region']], ({ country, region }) => regionOf(country, region) !== undefined, 'required'),
    ['region'],
  ),
  v.forward(
    v.partialCheck([['country'], ['district']], ({ country, district }) => country !== 'CN' || district !== '', 'required'),
    ['district'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['invoiceKind'], ['invoiceTitle'], ['invoiceTaxNumber']],
      (values) => invoiceProblemOf(values)?.field !== 'invoiceTitle',
      (issue) => invoiceProblemOf(issue.input as InvoiceValues)?.code ?? 'invalid',
    ),
    ['invoiceTitle'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['invoiceKind'], ['invoiceTitle'], ['invoiceTaxNumber']],
      (values) => invoiceProblemOf(values)?.field !== 'invoiceTaxNumber',
      (issue) => invoiceProblemOf(issue.input as InvoiceValues)?.code ?? 'invalid',
    ),
    ['invoiceTaxNumber'],
  ),
)

export type CheckoutValues = v.InferOutput<typeof CheckoutSchema>
