import { Injectable, type OnApplicationBootstrap } from '@nestjs/common'
import { CustomerService, EventBus, Logger, OrderPlacedEvent, type Address, type Order, type RequestContext } from '@vendure/core'

type Delivered = NonNullable<Order['shippingAddress']>

const sameAddress = (saved: Address, delivered: Delivered) =>
  saved.country?.code === delivered.countryCode &&
  saved.streetLine1 === delivered.streetLine1 &&
  (saved.streetLine2 ?? '') === (delivered.streetLine2 ?? '') &&
  saved.postalCode === delivered.postalCode &&
  saved.city === delivered.city

/** Each address a signed-in shopper delivers to goes into their address book, once: Vendure keeps only the first (docs/accounts.md). */
@Injectable()
export class KeepDeliveryAddress implements OnApplicationBootstrap {
  constructor(
    private eventBus: EventBus,
    private customers: CustomerService,
  ) {}

  // Blocking: kept in the order's own transaction, so the book the shopper reads next already holds it.
  onApplicationBootstrap(): void {
    this.eventBus.registerBlockingEventHandler({
      event: OrderPlacedEvent,
      id: 'shop-keep-delivery-address',
      handler: (event) => this.keep(event.ctx, event.order),
    })
  }

  private async keep(ctx: RequestContext, order: Order): Promise<void> {
    const delivered = order.shippingAddress
    const customerId = order.customerId
    if (!ctx.activeUserId || !customerId || !delivered?.streetLine1 || !delivered.countryCode) return
    try {
      const saved = await this.customers.findAddressesByCustomerId(ctx, customerId)
      if (saved.some((address) => sameAddress(address, delivered))) return
      await this.customers.createAddress(ctx, customerId, {
        fullName: delivered.fullName ?? '',
        streetLine1: delivered.streetLine1,
        streetLine2: delivered.streetLine2 ?? '',
        city: delivered.city ?? '',
        province: delivered.province ?? '',
        postalCode: delivered.postalCode ?? '',
        countryCode: delivered.countryCode,
        phoneNumber: delivered.phoneNumber ?? '',
        customFields: { district: (delivered.customFields as { district?: string | null } | undefined)?.district ?? null },
      })
    } catch (error) {
      Logger.error(`A delivery address could not be kept: ${(error as Error).message}`, 'Accounts')
    }
  }
}
