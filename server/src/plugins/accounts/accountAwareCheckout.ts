import { CustomerService, DefaultGuestCheckoutStrategy, type Injector, type Order, type RequestContext } from '@vendure/core'

/** A signed-in shopper's order is their account's; a guest may use an account's email (the order joins it). Vendure's default refuses both. */
export class AccountAwareCheckout extends DefaultGuestCheckoutStrategy {
  private customers!: CustomerService

  constructor() {
    super({ allowGuestCheckouts: true, allowGuestCheckoutForRegisteredCustomers: true })
  }

  init(injector: Injector): void {
    super.init(injector)
    this.customers = injector.get(CustomerService)
  }

  async setCustomerForOrder(ctx: RequestContext, order: Order, input: Parameters<DefaultGuestCheckoutStrategy['setCustomerForOrder']>[2]) {
    if (!ctx.activeUserId) return super.setCustomerForOrder(ctx, order, input)
    const customer = await this.customers.findOneByUserId(ctx, ctx.activeUserId)
    return customer ?? super.setCustomerForOrder(ctx, order, input)
  }
}
