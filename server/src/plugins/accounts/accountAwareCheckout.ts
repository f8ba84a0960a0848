import { CustomerService, DefaultGuestCheckoutStrategy, type Injector, type Order, type RequestContext } from '@vendure/core'

/** A signed-in shopper's order is their account's, in any market; a guest with an account's email is refused, as by Vendure (docs/accounts.md). */
export class AccountAwareCheckout extends DefaultGuestCheckoutStrategy {
  private customers!: CustomerService

  init(injector: Injector): void {
    super.init(injector)
    this.customers = injector.get(CustomerService)
  }

  async setCustomerForOrder(ctx: RequestContext, order: Order, input: Parameters<DefaultGuestCheckoutStrategy['setCustomerForOrder']>[2]) {
    if (!ctx.activeUserId) return super.setCustomerForOrder(ctx, order, input)
    const customer = await this.customers.findOneByUserId(ctx, ctx.activeUserId, false)
    return customer ?? super.setCustomerForOrder(ctx, order, input)
  }
}
