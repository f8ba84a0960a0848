import { Injectable } from '@nestjs/common'
import {
  Channel,
  ChannelService,
  Collection,
  CollectionService,
  CurrencyCode,
  Facet,
  FacetService,
  idsAreEqual,
  LanguageCode,
  Logger,
  Order,
  PaymentMethod,
  PaymentMethodService,
  Product,
  ProductService,
  ProductVariantPrice,
  Promotion,
  PromotionService,
  RequestContext,
  RequestContextService,
  Role,
  RoleService,
  SettingsStoreService,
  ShippingMethod,
  ShippingMethodService,
  StockLocation,
  StockLocationService,
  TransactionalConnection,
  User,
  type ID,
} from '@vendure/core'
import { In, IsNull, Not } from 'typeorm'
import { MARKET_SETUP, MARKETS, type Market } from '#domain/markets/markets.js'

const MARKETS_OPENED_KEY = 'markets.opened'

type CompareAt = { compareAtPrice?: number | null }

const currencyOf = (market: Market): CurrencyCode => CurrencyCode[MARKET_SETUP[market].currency]

/** The first start that knows a market creates its channel and opens in it what the shop holds, orders included (docs/decisions.md#markets). */
@Injectable()
export class MarketChannels {
  constructor(
    private connection: TransactionalConnection,
    private contexts: RequestContextService,
    private channels: ChannelService,
    private store: SettingsStoreService,
    private products: ProductService,
    private facets: FacetService,
    private collections: CollectionService,
    private shipping: ShippingMethodService,
    private payments: PaymentMethodService,
    private stockLocations: StockLocationService,
    private promotions: PromotionService,
    private roles: RoleService,
  ) {}

  async open(): Promise<void> {
    const anonymous = await this.contexts.create({ apiType: 'admin' })
    const opened = new Set((await this.store.get<Array<Market>>(anonymous, MARKETS_OPENED_KEY)) ?? [])
    for (const market of MARKETS.filter((candidate) => !opened.has(candidate))) {
      const started = performance.now()
      const channel = await this.channelOf(anonymous, market)
      await this.openIn(market, channel)
      opened.add(market)
      await this.store.set(anonymous, MARKETS_OPENED_KEY, [...opened])
      Logger.info(`Opened the ${market} market (channel ${channel.code}) in ${Math.round(performance.now() - started)} ms`, 'Markets')
    }
  }

  private async channelOf(ctx: RequestContext, market: Market): Promise<Channel> {
    const known = await this.connection.getRepository(ctx, Channel).findOne({ where: { token: market } })
    if (known) return known
    const overview = await this.channels.getDefaultChannel(ctx)
    const currency = currencyOf(market)
    const created = await this.channels.create(ctx, {
      code: market,
      token: market,
      defaultLanguageCode: market === 'cn' ? LanguageCode.zh : LanguageCode.en,
      availableLanguageCodes: [LanguageCode.en, LanguageCode.zh],
      defaultCurrencyCode: currency,
      availableCurrencyCodes: [currency],
      // US prices are shown before sales tax; Chinese prices include VAT.
      pricesIncludeTax: market === 'cn',
      defaultTaxZoneId: overview.defaultTaxZone.id,
      defaultShippingZoneId: overview.defaultShippingZone.id,
      trackInventory: overview.trackInventory,
      outOfStockThreshold: overview.outOfStockThreshold,
    })
    if (!(created instanceof Channel)) throw new Error(`The ${market} channel could not be created: ${created.message}`)
    return created
  }

  /** As the owner, so that Vendure's permission checks on the new channel pass; in the market's currency, whose prices it copies. */
  private async ownerContext(market: Market): Promise<RequestContext> {
    const superadmin = await this.roles.getSuperAdminRole()
    const owner = await this.connection.rawConnection
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoinAndSelect('user.roles', 'role', 'role.id = :id', { id: superadmin.id })
      .leftJoinAndSelect('role.channels', 'channel')
      .getOne()
    if (!owner) throw new Error('No superadmin to open the markets with')
    return this.contexts.create({ apiType: 'admin', user: owner, currencyCode: currencyOf(market) })
  }

  private async openIn(market: Market, channel: Channel): Promise<void> {
    const ctx = await this.ownerContext(market)
    const channelId = channel.id
    await this.connection.withTransaction(ctx, async (tx) => {
      const idsOf = async <T extends { id: ID }>(entity: new (...input: never[]) => T, where: Record<string, unknown> = {}) =>
        (await this.connection.getRepository(tx, entity).find({ select: { id: true } as never, where: where as never })).map(({ id }) => id)
      await this.stockLocations.assignStockLocationsToChannel(tx, { stockLocationIds: await idsOf(StockLocation), channelId })
      const productIds = await idsOf(Product, { deletedAt: IsNull() })
      if (productIds.length) await this.products.assignProductsToChannel(tx, { productIds, channelId })
      await this.copyCompareAtPrices(tx, market, channelId)
      await this.facets.assignFacetsToChannel(tx, { facetIds: await idsOf(Facet), channelId })
      await this.collections.assignCollectionsToChannel(tx, { collectionIds: await idsOf(Collection, { isRoot: false }), channelId })
      await this.shipping.assignShippingMethodsToChannel(tx, {
        shippingMethodIds: await idsOf(ShippingMethod, { deletedAt: IsNull() }),
        channelId,
      })
      await this.payments.assignPaymentMethodsToChannel(tx, { paymentMethodIds: await idsOf(PaymentMethod), channelId })
      await this.promotions.assignPromotionsToChannel(tx, { promotionIds: await idsOf(Promotion, { deletedAt: IsNull() }), channelId })
      const builtIn = [(await this.roles.getSuperAdminRole(tx)).id, (await this.roles.getCustomerRole(tx)).id]
      for (const role of await this.connection.getRepository(tx, Role).find({ where: { id: Not(In(builtIn)) } })) {
        await this.roles.assignRoleToChannel(tx, role.id, channelId)
      }
      await this.moveOrders(tx, market, channelId)
    })
  }

  /** Vendure copies a price into the channel, not its custom fields: the compare-at price of a piece on sale comes along here. */
  private async copyCompareAtPrices(ctx: RequestContext, market: Market, channelId: ID): Promise<void> {
    const repository = this.connection.getRepository(ctx, ProductVariantPrice)
    const currencyCode = currencyOf(market)
    const overview = await this.channels.getDefaultChannel(ctx)
    const pricesIn = (inChannel: ID) => repository.find({ where: { currencyCode, channelId: inChannel }, relations: { variant: true } })
    const onSale = new Map(
      (await pricesIn(overview.id)).map((row) => [String(row.variant.id), (row.customFields as CompareAt).compareAtPrice]),
    )
    for (const row of await pricesIn(channelId)) {
      const compareAtPrice = onSale.get(String(row.variant.id))
      if (compareAtPrice == null) continue
      row.customFields = { ...(row.customFields as object), compareAtPrice }
      await repository.save(row)
    }
  }

  private async moveOrders(ctx: RequestContext, market: Market, channelId: ID): Promise<void> {
    const orders = await this.connection.getRepository(ctx, Order).find({
      where: { currencyCode: currencyOf(market) },
      relations: { channels: true },
      select: { id: true, channels: { id: true } },
    })
    for (const order of orders) {
      if (!order.channels.some((joined) => idsAreEqual(joined.id, channelId)))
        await this.channels.assignToChannels(ctx, Order, order.id, [channelId])
    }
  }
}
