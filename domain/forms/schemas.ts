import * as v from 'valibot'

/** Shared by the pages and the reference API; a failed check carries a code the page words in the shopper's language. */
export const FIELD_ERROR_CODES = [
  'required',
  'email',
  'phone',
  'tooShort',
  'tooLong',
  'tooFew',
  'tooMany',
  'invalid',
  'consent',
  'postcode',
  'postcodeUnknown',
  'soldOut',
  'taxNumber',
  'passwordShort',
  'passwordCommon',
  'wrongPassword',
  'emailHasAccount',
] as const
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number]

export const text = (max: number, min = 1) =>
  v.pipe(v.string('invalid'), v.trim(), v.nonEmpty('required'), v.minLength(min, 'tooShort'), v.maxLength(max, 'tooLong'))
export const optionalText = (max: number) => v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'tooLong')), '')
export const EmailField = v.pipe(v.string('invalid'), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'tooLong'), v.email('email'))
// No `/i`: the published JSON Schema keeps only the pattern.
const EXTENSION = '\\s*(?:[Ee][Xx][Tt]\\.?|[Xx]|转)\\s*\\d{1,6}'
const TRAILING_EXTENSION = new RegExp(`${EXTENSION}$`)
// NFKC: full-width digits from a Chinese input method read as digits.
export const PhoneField = v.pipe(
  v.string('invalid'),
  v.transform((value) => value.normalize('NFKC')),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(30, 'tooLong'),
  v.regex(new RegExp(`^(?=(?:\\D*\\d){6})\\+?[\\d\\s().-]+(?:${EXTENSION})?$`), 'phone'),
  v.check((value) => /^\d{6,15}$/.test(value.replace(TRAILING_EXTENSION, '').replace(/\D/g, '')), 'phone'),
)
const orderNumber = v.optional(
  v.pipe(
    v.string('invalid'),
    v.transform((value) => value.normalize('NFKC')),
    v.trim(),
    v.maxLength(20, 'invalid'),
    v.regex(/^(?:|[Ww][Nn]-?(?:[A-Za-z0-9]{8}|\d{5,8}))$/, 'invalid'),
    v.transform((value) => value && `WN-${value.replace(/^wn-?/i, '').toUpperCase()}`),
  ),
  '',
)
const choice = <T extends string>(options: ReadonlyArray<T>) => v.picklist(options, 'required')
/** A field people leave empty and bots fill in: a filled one is dropped without a word. */
export const honeypot = v.optional(v.string(), '')

export const CONTACT_TOPICS = ['order', 'delivery', 'returns', 'product', 'other'] as const
export const ContactRequestSchema = v.object({
  name: text(100),
  email: EmailField,
  topic: choice(CONTACT_TOPICS),
  orderNumber,
  message: text(2000, 2),
  website: honeypot,
})

export const PROJECT_TYPES = ['hotel', 'office', 'residential', 'restaurant', 'other'] as const
export const BUDGETS = ['under-50k', '50k-200k', '200k-1m', 'over-1m'] as const
export const TIMELINES = ['within-3-months', '3-6-months', '6-12-months', 'later'] as const
export const EnterpriseInquirySchema = v.object({
  company: text(150),
  contactName: text(100),
  email: EmailField,
  phone: PhoneField,
  country: text(80),
  projectType: choice(PROJECT_TYPES),
  quantity: v.pipe(v.number('invalid'), v.integer('invalid'), v.minValue(20, 'tooFew'), v.maxValue(100_000, 'tooMany')),
  budget: choice(BUDGETS),
  timeline: choice(TIMELINES),
  message: text(4000, 10),
  website: honeypot,
})

export const LaunchSubscriptionSchema = v.object({
  email: EmailField,
  consent: v.literal(true, 'consent'),
  locale: v.picklist(['en', 'zh'], 'invalid'),
  website: honeypot,
})

export const DELIVERY_PREFERENCES = ['first-available', 'weekday', 'saturday'] as const
/** A message's reference: never read as an order's code (WN-…). Receipts from before it had WN- too, and a repeated Idempotency-Key answers the first one. */
export const MESSAGE_REFERENCE_PREFIX = 'MSG-'
export const MESSAGE_REFERENCE = /^MSG-[A-Z0-9]{8}$/
export const SubmissionReceiptSchema = v.object({
  reference: v.pipe(v.string(), v.regex(/^(?:MSG|WN)-[A-Z0-9]{8}$/)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
})

export const ValidationProblemSchema = v.object({
  error: v.literal('validation'),
  fields: v.record(v.string(), v.fallback(v.picklist(FIELD_ERROR_CODES), 'invalid')),
})

export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>
export type EnterpriseInquiry = v.InferOutput<typeof EnterpriseInquirySchema>
export type LaunchSubscription = v.InferOutput<typeof LaunchSubscriptionSchema>
export type SubmissionReceipt = v.InferOutput<typeof SubmissionReceiptSchema>

export const SUBMISSION_ENDPOINTS = {
  '/api/v1/contact-requests': ContactRequestSchema,
  '/api/v1/enterprise-inquiries': EnterpriseInquirySchema,
  '/api/v1/launch-subscriptions': LaunchSubscriptionSchema,
} as const
export type SubmissionPath = keyof typeof SUBMISSION_ENDPOINTS

type Pipeable = { type: string; requirement?: unknown; pipe?: ReadonlyArray<Pipeable>; wrapped?: Pipeable }

export function maxLengths(schema: v.GenericSchema): Record<string, number> {
  const limits: Record<string, number> = {}
  const entries = 'entries' in schema ? (schema.entries as Record<string, Pipeable>) : {}
  for (const [name, entry] of Object.entries(entries)) {
    const max = (entry.wrapped ?? entry).pipe?.find((action) => action.type === 'max_length')?.requirement
    if (typeof max === 'number') limits[name] = max
  }
  return limits
}

export function fieldErrors(issues: ReadonlyArray<v.BaseIssue<unknown>>): Record<string, FieldErrorCode> {
  const fields: Record<string, FieldErrorCode> = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_'
    const field = key.split('.')[0] ?? '_'
    if (fields[field]) continue
    fields[field] = (FIELD_ERROR_CODES as ReadonlyArray<string>).includes(issue.message) ? (issue.message as FieldErrorCode) : 'invalid'
  }
  return fields
}
