import * as v from 'valibot'
import { MESSAGE_REFERENCE } from '#domain/forms/schemas'

/** What the status page asks: the order's code as people type it (`wn-7k2q9xcd`, `WN 7K2Q…`) and the email or phone it was placed with. */
export const OrderLookupSchema = v.object({
  code: v.pipe(
    v.string('invalid'),
    v.transform((value) => value.normalize('NFKC').replace(/\s/g, '').toUpperCase()),
    v.nonEmpty('required'),
    v.maxLength(20, 'invalid'),
    v.regex(/^(?:WN-?)?[0-9A-Z]{8}$/, 'invalid'),
    // Eight characters are the code alone (it may itself start with WN); longer, the prefix goes.
    v.transform((value) => `WN-${value.length > 8 ? value.replace(/^WN-?/, '') : value}`),
  ),
  contact: v.pipe(v.string('invalid'), v.trim(), v.nonEmpty('required'), v.maxLength(254, 'tooLong')),
})

export type OrderLookup = v.InferOutput<typeof OrderLookupSchema>

/** A message's reference (MSG-…) typed as an order's number: told apart, never looked up as one. */
export const isMessageReference = (typed: string) =>
  MESSAGE_REFERENCE.test(
    typed
      .normalize('NFKC')
      .replace(/\s/g, '')
      .toUpperCase()
      .replace(/^MSG-?/, 'MSG-'),
  )
export type { OrderStatus } from '@/ui/OrderSummary'

/** Why a lookup has no order to show: a wrong pair (never which half), too many tries, or no answer. */
export type LookupFailure = 'wrong-pair' | 'locked' | 'network'

export class LookupError extends Error {
  constructor(readonly reason: LookupFailure) {
    super(`Order lookup: ${reason}`)
    this.name = 'LookupError'
  }
}
