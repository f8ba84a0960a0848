import { Injectable } from '@nestjs/common'
import {
  Channel,
  Logger,
  ProductVariant,
  RequestContext,
  SettingsStoreService,
  StockLevel,
  StockLocation,
  StockLocationService,
  StockMovementService,
  TransactionalConnection,
} from '@vendure/core'
import { MARKET_SETUP, MARKETS, type Market } from '#domain/markets/markets.js'

const MARKETS_WAREHOUSED_KEY = 'markets.warehoused'

/** A warehouse per market: a stock location in its channel and the overview, which Vendure's MultiChannelStockLocationStrategy sells from. */
@Injectable()
export class MarketWarehouses {
  constructor(
    private connection: TransactionalConnection,
    private store: SettingsStoreService,
    private locations: StockLocationService,
    private movements: StockMovementService,
  ) {}

  /** As the owner, whom Vendure asks for the right to each channel. Only a freshly seeded shop is split, its seed stocking each warehouse; a running shop's stock is never invented or moved. */
  async open(ctx: RequestContext, { freshlySeeded }: { freshlySeeded: boolean }): Promise<void> {
    if (await this.store.get<Array<Market>>(ctx, MARKETS_WAREHOUSED_KEY)) return
    const known = await this.connection.getRepository(ctx, StockLocation).find({ order: { createdAt: 'ASC', id: 'ASC' } })
    const [original] = known
    if (freshlySeeded && original && known.length === 1) {
      const started = performance.now()
      await this.connection.withTransaction(ctx, (tx) => this.split(tx, original))
      Logger.info(`Gave each market its own warehouse in ${Math.round(performance.now() - started)} ms`, 'Markets')
    } else if (known.length === 1) {
      Logger.info(
        `Both markets ship from "${original?.name}"; a stock location assigned to one market's channel gives it its own`,
        'Markets',
      )
    }
    const stored = await this.store.set(ctx, MARKETS_WAREHOUSED_KEY, [...MARKETS])
    if (!stored.result) throw new Error(`The markets' warehouses could not be marked set up: ${stored.error ?? ''}`)
  }

  /** The first market keeps the original location; each other market gets a new one holding what the seed put in it. */
  private async split(ctx: RequestContext, original: StockLocation): Promise<void> {
    const [first, ...others] = MARKETS
    await this.locations.update(ctx, { id: original.id, name: MARKET_SETUP[first].warehouse })
    const seeded = await this.connection
      .getRepository(ctx, StockLevel)
      .find({ where: { stockLocationId: original.id }, select: { productVariantId: true, stockOnHand: true } })
    const variantIds = (await this.connection.getRepository(ctx, ProductVariant).find({ select: { id: true } })).map(({ id }) => id)
    for (const market of others) {
      const channel = await this.channelOf(ctx, market)
      await this.locations.removeStockLocationsFromChannel(ctx, { stockLocationIds: [original.id], channelId: channel.id })
      const warehouse = await this.locations.create(ctx, { name: MARKET_SETUP[market].warehouse })
      await this.locations.assignStockLocationsToChannel(ctx, { stockLocationIds: [warehouse.id], channelId: channel.id })
      const stockOf = new Map(seeded.map((level) => [String(level.productVariantId), level.stockOnHand]))
      // A level at 0 too: Vendure allocates only where a variant has a level, and made-to-order pieces sell below 0.
      for (const id of variantIds) {
        await this.movements.adjustProductVariantStock(ctx, id, [
          { stockLocationId: warehouse.id, stockOnHand: stockOf.get(String(id)) ?? 0 },
        ])
      }
    }
  }

  private async channelOf(ctx: RequestContext, market: Market): Promise<Channel> {
    const channel = await this.connection.getRepository(ctx, Channel).findOne({ where: { token: market } })
    if (!channel) throw new Error(`No ${market} market to give a warehouse`)
    return channel
  }
}
