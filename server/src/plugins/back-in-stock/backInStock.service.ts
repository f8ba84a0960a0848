import { Injectable, type OnApplicationBootstrap } from '@nestjs/common'
import {
  CollectionService,
  CustomerService,
  EventBus,
  JobQueueService,
  LanguageCode,
  Logger,
  ProductVariant,
  ProductVariantService,
  RequestContextService,
  StockMovementEvent,
  TransactionalConnection,
  TranslatorService,
  UserInputError,
  type ID,
  type JobQueue,
  type RequestContext,
} from '@vendure/core'
import { In, IsNull } from 'typeorm'
import * as v from 'valibot'
import { EmailField } from '#domain/forms/schemas.js'
import { SHIPPED_ROUTING, localizePath } from '#domain/locale/strategy.js'
import { isLocale } from '#domain/locale/locales.js'
import { isMarket, type Market } from '#domain/markets/markets.js'
import { SALE_COLLECTION } from '#domain/storefront/paths.js'
import { SharedCounts } from '../shared-counts/sharedCounts.js'
import { BackInStockEvent } from './backInStockEvent.js'
import { StockAlert } from './stockAlert.entity.js'

// Enough for a shopper asking about a room's worth of pieces; too few to flood another's mailbox.
const ASKS = { max: 20, windowSeconds: 10 * 60 }
// The movements that can make a sold-out piece saleable again: stock added, or given back by an order.
const RESTOCKING = new Set(['ADJUSTMENT', 'RELEASE', 'CANCELLATION', 'RETURN'])

/** Who asked to be told when a sold-out variant is back, and the worker's job that tells them (docs/after-sale.md#back-in-stock). */
@Injectable()
export class BackInStockService implements OnApplicationBootstrap {
  private queue!: JobQueue<{ variantIds: Array<string> }>

  constructor(
    private connection: TransactionalConnection,
    private customers: CustomerService,
    private variants: ProductVariantService,
    private collections: CollectionService,
    private contexts: RequestContextService,
    private translator: TranslatorService,
    private jobs: JobQueueService,
    private events: EventBus,
    private counts: SharedCounts,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.queue = await this.jobs.createQueue({
      name: 'back-in-stock',
      process: (job) => this.tellRestocked(job.data.variantIds),
    })
    this.events.ofType(StockMovementEvent).subscribe((event) => {
      const ids = event.stockMovements
        .filter((movement) => RESTOCKING.has(movement.type) && movement.quantity > 0)
        .map((movement) => String(movement.productVariant?.id ?? ''))
        .filter(Boolean)
      if (ids.length > 0)
        this.queueIfAsked([...new Set(ids)]).catch((error: unknown) => Logger.error(`Back in stock: ${String(error)}`, 'BackInStock'))
    })
  }

  /** The same answer for a new address and one already waiting: nothing tells who else asked. */
  async ask(ctx: RequestContext, sku: string, typed: string | undefined, client: string): Promise<void> {
    const key = `stock-alert:${client}`
    const { count } = await this.counts.hit(key, ASKS.windowSeconds)
    if (count > ASKS.max) throw new UserInputError('TOO_MANY_ATTEMPTS')
    const customer = ctx.activeUserId ? await this.customers.findOneByUserId(ctx, ctx.activeUserId, false) : undefined
    const email = v.safeParse(EmailField, customer?.emailAddress ?? typed ?? '')
    if (!email.success) throw new UserInputError('EMAIL_INVALID')
    const market = ctx.channel.token
    if (!isMarket(market)) throw new UserInputError('NO_MARKET')
    const variant = await this.connection
      .getRepository(ctx, ProductVariant)
      .createQueryBuilder('variant')
      .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
      .where('variant.sku = :sku AND variant.deletedAt IS NULL', { sku })
      .getOne()
    if (!variant) throw new UserInputError('UNKNOWN_PIECE')
    if ((await this.variants.getSaleableStockLevel(ctx, variant)) > 0) throw new UserInputError('IN_STOCK')
    const address = email.output.toLowerCase()
    const alerts = this.connection.getRepository(ctx, StockAlert)
    const known = await alerts.findOne({ where: { productVariantId: variant.id, market, email: address } })
    await alerts.save(
      Object.assign(known ?? new StockAlert({ productVariantId: variant.id, market, email: address }), {
        languageCode: ctx.languageCode,
        notifiedAt: null,
      }),
    )
  }

  private async queueIfAsked(variantIds: Array<string>): Promise<void> {
    const waiting = await this.connection.rawConnection
      .getRepository(StockAlert)
      .count({ where: { productVariantId: In(variantIds), notifiedAt: IsNull() } })
    if (waiting > 0) await this.queue.add({ variantIds }, { retries: 3 })
  }

  /** In the worker: each address waiting for a variant saleable again in its market is told once. */
  private async tellRestocked(variantIds: ReadonlyArray<ID>): Promise<void> {
    const alerts = this.connection.rawConnection.getRepository(StockAlert)
    const waiting = await alerts.find({ where: { productVariantId: In([...variantIds]), notifiedAt: IsNull() } })
    for (const alert of waiting) {
      if (!isMarket(alert.market)) continue
      const languageCode = isLocale(alert.languageCode) ? (alert.languageCode as LanguageCode) : LanguageCode.en
      const ctx = await this.contexts.create({ apiType: 'shop', channelOrToken: alert.market, languageCode })
      const variant = await this.connection
        .getRepository(ctx, ProductVariant)
        .findOne({ where: { id: alert.productVariantId }, relations: ['translations', 'product', 'product.translations'] })
      if (!variant || (await this.variants.getSaleableStockLevel(ctx, variant)) <= 0) continue
      // Only the update that finds it still waiting sends: another job for the same stock changes nothing.
      const { affected } = await alerts.update({ id: alert.id, notifiedAt: IsNull() }, { notifiedAt: new Date() })
      if (affected !== 1) continue
      const piece = { name: this.translator.translate(variant, ctx).name, path: await this.pathOf(ctx, variant, alert.market) }
      await this.events.publish(new BackInStockEvent(ctx, alert.email, piece))
    }
  }

  private async pathOf(ctx: RequestContext, variant: ProductVariant, market: Market): Promise<string> {
    const product = this.translator.translate(variant.product, ctx)
    const collections = await this.collections.getCollectionsByProductId(ctx, variant.productId, true)
    const collection = collections.find((candidate) => candidate.slug !== SALE_COLLECTION)?.slug ?? SALE_COLLECTION
    const locale = isLocale(ctx.languageCode) ? ctx.languageCode : 'en'
    return localizePath(`/collections/${collection}/products/${product.slug}`, locale, SHIPPED_ROUTING, market)
  }
}
