import type { Channel, Order, RequestContext, TaxZoneStrategy, Zone } from '@vendure/core'
import { regionByPostal } from '#domain/markets/regions.js'

/** An order is taxed in its delivery state's zone (US sales tax), else, as a piece on a page, in its market's zone. */
export class DeliveryStateTaxZone implements TaxZoneStrategy {
  determineTaxZone(_ctx: RequestContext, zones: Array<Zone>, channel: Channel, order?: Order): Zone {
    const address = order?.shippingAddress
    const region = address?.countryCode && address.province ? regionByPostal(address.countryCode, address.province)?.code : undefined
    return (region && zones.find((zone) => zone.members?.some((member) => member.code === region))) || channel.defaultTaxZone
  }
}
