import { Query, ResolveField, Resolver } from '@nestjs/graphql'
import { Ctx, GlobalSettingsService, PaymentMethodService, RequestContext, ShippingMethodService, type ShippingMethod } from '@vendure/core'
import { deliveryContents, deliveryPrice } from './delivery.js'

type Args = ReadonlyArray<{ name: string; value: string }>
const arg = (args: Args, name: string) => args.find((candidate) => candidate.name === name)?.value

/** A tier's price in the request's currency, as its calculator charges it; a tier priced another way is not stated. */
function priceOf(method: ShippingMethod, currency: string): number | undefined {
  if (method.calculator.code !== deliveryPrice.code) return undefined
  const price = Number(arg(method.calculator.args, currency.toLowerCase()))
  return Number.isInteger(price) && price >= 0 ? price : undefined
}

type ReturnTerms = { returnDays?: number | null; homeTrialNights?: number | null }

/** What the pages, the FAQ and the emails state about delivery, payment and returns: the shop's configuration in Vendure, read as it is now. */
@Resolver()
export class ShopTermsResolver {
  constructor(
    private shipping: ShippingMethodService,
    private payments: PaymentMethodService,
    private settings: GlobalSettingsService,
  ) {}

  @Query()
  async shopTerms(@Ctx() ctx: RequestContext) {
    const [methods, payments, settings] = await Promise.all([
      this.shipping.getActiveShippingMethods(ctx),
      this.payments.getActivePaymentMethods(ctx),
      this.settings.getSettings(ctx),
    ])
    const deliveryTiers = methods
      .map((method) => ({
        code: method.code,
        name: method.name,
        description: method.description,
        price: priceOf(method, ctx.currencyCode),
        swatchesOnly: method.checker.code === deliveryContents.code && arg(method.checker.args, 'swatchesOnly') === 'true',
      }))
      .filter((tier): tier is typeof tier & { price: number } => tier.price !== undefined)
      .sort((a, b) => a.price - b.price)
    const returns = settings.customFields as ReturnTerms
    return {
      currencyCode: ctx.currencyCode,
      deliveryTiers,
      paymentMethods: payments.map(({ code, name, description }) => ({ code, name, description })),
      returnDays: returns.returnDays ?? 0,
      homeTrialNights: returns.homeTrialNights ?? 0,
      pricesIncludeTax: ctx.channel.pricesIncludeTax,
    }
  }
}

@Resolver('Order')
export class OrderTermsResolver {
  @ResolveField()
  pricesIncludeTax(@Ctx() ctx: RequestContext): boolean {
    return ctx.channel.pricesIncludeTax
  }
}
