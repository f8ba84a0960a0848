import { Injectable } from '@nestjs/common'
import { ProductVariant, StockLevelService, TransactionalConnection, type Order, type RequestContext } from '@vendure/core'
import { In, IsNull } from 'typeorm'
import { isSwatchSku } from '#domain/storefront/paths.js'
import { deliveryWindow, type DeliveryWindow, type PieceToDeliver } from './deliveryWindow.js'
import { regionOf, type PostcodeProblem } from './postcodes.js'

export type Estimate = DeliveryWindow | { problem: PostcodeProblem }

type Wanted = { sku: string; quantity: number }

@Injectable()
export class DeliveryEstimator {
  constructor(
    private connection: TransactionalConnection,
    private stock: StockLevelService,
  ) {}

  async estimate(
    ctx: RequestContext,
    postcode: string,
    wanted: ReadonlyArray<Wanted>,
    country?: string,
    today = new Date(),
  ): Promise<Estimate | null> {
    const region = regionOf(postcode)
    if (typeof region === 'string') return { problem: region }
    if (country && country !== region.country) return { problem: 'unknown' }
    const skus = wanted.map(({ sku }) => sku)
    const variants = skus.length
      ? await this.connection.getRepository(ctx, ProductVariant).find({ where: { sku: In(skus), deletedAt: IsNull() } })
      : []
    const pieces: Array<PieceToDeliver> = []
    for (const { sku, quantity } of wanted) {
      const variant = variants.find((candidate) => candidate.sku === sku)
      if (variant) pieces.push(await this.pieceOf(ctx, variant, quantity))
    }
    return deliveryWindow(region, pieces, today)
  }

  async estimateOrder(ctx: RequestContext, order: Order, today = new Date()): Promise<Estimate | null> {
    const address = order.shippingAddress
    if (!address?.postalCode) return null
    const ids = order.lines.map((line) => line.productVariantId)
    const variants = ids.length ? await this.connection.getRepository(ctx, ProductVariant).find({ where: { id: In(ids) } }) : []
    const wanted = order.lines.flatMap((line) => {
      const variant = variants.find((candidate) => candidate.id === line.productVariantId)
      return variant ? [{ sku: variant.sku, quantity: line.quantity }] : []
    })
    return this.estimate(ctx, address.postalCode, wanted, address.countryCode, today)
  }

  private async pieceOf(ctx: RequestContext, variant: ProductVariant, quantity: number): Promise<PieceToDeliver> {
    const swatch = isSwatchSku(variant.sku)
    const { stockOnHand, stockAllocated } = swatch
      ? { stockOnHand: quantity, stockAllocated: 0 }
      : await this.stock.getAvailableStock(ctx, variant.id)
    const leadTimeWeeks = (variant.customFields as { leadTimeWeeks?: number | null }).leadTimeWeeks ?? null
    return { quantity, readyStock: stockOnHand - stockAllocated, leadTimeWeeks, swatch }
  }
}
