import { Injectable } from '@nestjs/common'
import {
  Channel,
  ChannelService,
  Collection,
  CollectionService,
  CurrencyCode,
  Facet,
  FacetService,
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
import { In, IsNull, Not, type SelectQueryBuilder } from 'typeorm'
import { MARKET_SETUP, MARKETS, type Market } from '#domain/markets/markets.js'
import { MarketTaxes } from './marketTaxes.js'
import { MarketWarehouses } from './marketWarehouses.js'

const MARKETS_OPENED_KEY = 'markets.opened'
const ORDERS_AT_ONCE = 500

type CompareAt = { compareAtPrice?: number | null }

export const currencyOf = (market: Market): CurrencyCode => CurrencyCode[MARKET_SETUP[market].currency]

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
    private taxes: MarketTaxes,
    private warehouses: MarketWarehouses,
  ) {}

  async open({ freshlySeeded }: { freshlySeeded: boolean }): Promise<void> {
    const anonymous = await this.contexts.create({ apiType: 'admin' })
    const opened = new Set((await this.store.get<Array<Market>>(anonymous, MARKETS_OPENED_KEY)) ?? [])
    // Read once: every market opened now sells from what the shop had, not only the first.
    const locations = await this.unmarketedLocations(anonymous)
    for (const market of MARKETS.filter((candidate) => !opened.has(candidate))) {
      const started = performance.now()
      const channel = await this.channelOf(anonymous, market)
      // A start cut short after Vendure made the channel, before it gave the superadmin's role access.
      await this.roles.assignRoleToChannel(anonymous, (await this.roles.getSuperAdminRole()).id, channel.id)
      opened.add(market)
      await this.openIn(market, channel, locations, async (tx) => {
        const stored = await this.store.set(tx, MARKETS_OPENED_KEY, [...opened])
        if (!stored.result) throw new Error(`The ${market} market could not be marked open: ${stored.error ?? ''}`)
      })
      Logger.info(`Opened the ${market} market (channel ${channel.code}) in ${Math.round(performance.now() - started)} ms`, 'Markets')
    }
    await this.taxes.open(anonymous)
    await this.warehouses.open(await this.ownerContext(MARKETS[0]), { freshlySeeded })
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
      .where('user.deletedAt IS NULL')
      .getOne()
    if (!owner) throw new Error('No superadmin to open the markets with')
    return this.contexts.create({ apiType: 'admin', user: owner, currencyCode: currencyOf(market) })
  }

  private async openIn(
    market: Market,
    channel: Channel,
    locations: Array<ID>,
    markOpen: (tx: RequestContext) => Promise<void>,
  ): Promise<void> {
    const ctx = await this.ownerContext(market)
    const channelId = channel.id
    await this.connection.withTransaction(ctx, async (tx) => {
      const idsOf = async <T extends { id: ID }>(entity: new (...input: never[]) => T, where: Record<string, unknown> = {}) =>
        (await this.connection.getRepository(tx, entity).find({ select: { id: true } as never, where: where as never })).map(({ id }) => id)
      await this.stockLocations.assignStockLocationsToChannel(tx, { stockLocationIds: locations, channelId })
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
      await markOpen(tx)
    })
  }

  /** A shop from before the markets sells from every location it has; a location a market ships from stays that market's. */
  private async unmarketedLocations(ctx: RequestContext): Promise<Array<ID>> {
    const overview = await this.channels.getDefaultChannel(ctx)
    const locations = await this.connection.getRepository(ctx, StockLocation).find({ relations: { channels: true } })
    return locations.filter((location) => location.channels.every((channel) => channel.id === overview.id)).map(({ id }) => id)
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
    const orders = this.connection.getRepository(ctx, Order)
    const idsOf = (query: SelectQueryBuilder<Order>) => query.select('order.id', 'id').getRawMany<{ id: ID }>()
    const there = new Set(
      (await idsOf(orders.createQueryBuilder('order').innerJoin('order.channels', 'market', 'market.id = :channelId', { channelId }))).map(
        ({ id }) => String(id),
      ),
    )
    const rows = (
      await idsOf(orders.createQueryBuilder('order').where('order.currencyCode = :currencyCode', { currencyCode: currencyOf(market) }))
    ).filter(({ id }) => !there.has(String(id)))
    for (let at = 0; at < rows.length; at += ORDERS_AT_ONCE) {
      const ids = rows.slice(at, at + ORDERS_AT_ONCE).map(({ id }) => id)
      await orders.createQueryBuilder().relation(Order, 'channels').of(ids).add(channelId)
    }
  }
}
