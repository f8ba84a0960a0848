import { VendureEvent, type RequestContext } from '@vendure/core'

/** A sold-out piece is back in a market: `ctx` is that market's, in the shopper's language. */
export class BackInStockEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public email: string,
    public piece: { name: string; path: string },
  ) {
    super()
  }
}
