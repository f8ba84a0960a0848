import { VendureEvent, type Order, type RequestContext } from '@vendure/core'
import type { ReturnLine, ReturnState } from '#domain/forms/returns.js'

/** What the email reads of a return (its entity stays out of the storefront's type checks). */
type ReturnStep = { state: ReturnState; lines: ReadonlyArray<ReturnLine>; refundTotal: number | null }

/** A return asked for, accepted or refused (its state says which): the shopper is emailed each step. `order` holds its customer and channels. */
export class ReturnEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public request: ReturnStep,
    public order: Order,
  ) {
    super()
  }
}
