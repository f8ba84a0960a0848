import { Injectable, type OnApplicationBootstrap } from '@nestjs/common'
import {
  Channel,
  ChannelService,
  CurrencyCode,
  EventBus,
  Logger,
  ProductOption,
  ProductOptionGroup,
  ProductVariant,
  ProductVariantPriceEvent,
  ProductVariantService,
  RequestContextService,
  TransactionalConnection,
  User,
  type ID,
  type RequestContext,
} from '@vendure/core'
import { In } from 'typeorm'
import { MARKETS } from '#domain/markets/markets.js'
import { currencyOf } from './marketChannels.js'

/** A piece added in the default channel is sold in each market once priced in its currency (docs/decisions.md#markets). */
@Injectable()
export class NewInEveryMarket implements OnApplicationBootstrap {
  constructor(
    private eventBus: EventBus,
    private channels: ChannelService,
    private variants: ProductVariantService,
    private contexts: RequestContextService,
    private connection: TransactionalConnection,
  ) {}

  // One at a time: two variants of one product priced in one request would each add the product to the market.
  private queue: Promise<void> = Promise.resolve()

  onApplicationBootstrap(): void {
    this.eventBus
      .filter<ProductVariantPriceEvent>((event) => event instanceof ProductVariantPriceEvent && event.type === 'created')
      .subscribe((event) => {
        this.queue = this.queue
          .then(() => this.sell(event))
          .catch((error: Error) => Logger.error(`A new price did not reach its market: ${error.message}`, 'Markets'))
      })
  }

  private async sell({ ctx, entity: prices }: ProductVariantPriceEvent): Promise<void> {
    const overview = await this.channels.getDefaultChannel(ctx)
    for (const market of MARKETS) {
      const currencyCode = currencyOf(market)
      const priced = prices.filter((price) => String(price.channelId) === String(overview.id) && price.currencyCode === currencyCode)
      const channel = await this.connection.rawConnection.getRepository(Channel).findOne({ where: { token: market } })
      if (!priced.length || !channel) continue
      const ids = await this.notYetIn(channel.id, [...new Set(priced.map((price) => price.variant.id))])
      const owner = ids.length ? await this.asWhoPriced(ctx, currencyCode) : undefined
      if (owner) await this.connection.withTransaction(owner, (tx) => this.assign(tx, ids, channel.id))
    }
  }

  /** As Vendure's "Assign to channel" does for a product: its variants at the market's price, with their options. */
  private async assign(ctx: RequestContext, productVariantIds: Array<ID>, channelId: ID): Promise<void> {
    await this.variants.assignProductVariantsToChannel(ctx, { productVariantIds, channelId })
    const variants = await this.connection
      .getRepository(ctx, ProductVariant)
      .find({ where: { id: In(productVariantIds) }, relations: { options: { group: true } } })
    const options = variants.flatMap((variant) => variant.options)
    for (const id of new Set(options.map((option) => String(option.id))))
      await this.channels.assignToChannels(ctx, ProductOption, id, [channelId])
    for (const id of new Set(options.map((option) => String(option.group.id))))
      await this.channels.assignToChannels(ctx, ProductOptionGroup, id, [channelId])
  }

  private async notYetIn(channelId: ID, variantIds: Array<ID>): Promise<Array<ID>> {
    const there = await this.connection.rawConnection
      .getRepository(ProductVariant)
      .createQueryBuilder('variant')
      .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId })
      .where('variant.id IN (:...variantIds)', { variantIds })
      .select('variant.id', 'id')
      .getRawMany<{ id: ID }>()
    const known = new Set(there.map(({ id }) => String(id)))
    return variantIds.filter((id) => !known.has(String(id)))
  }

  /** In the market's currency, so the price copied is that currency's; Vendure checks the user's right to the market. */
  private async asWhoPriced(ctx: RequestContext, currencyCode: CurrencyCode): Promise<RequestContext | undefined> {
    if (!ctx.activeUserId) return undefined
    const user = await this.connection.rawConnection
      .getRepository(User)
      .findOne({ where: { id: ctx.activeUserId }, relations: { roles: { channels: true } } })
    return user ? this.contexts.create({ apiType: 'admin', user, currencyCode }) : undefined
  }
}
