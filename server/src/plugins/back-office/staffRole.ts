import { Permission } from '@vendure/core'
import { submissionPermission } from '../submissions/inbox.api.js'

/** The role the shop creates for the people who phone buyers and answer messages. */
export const STAFF_ROLE = {
  code: 'staff',
  description: 'Staff: orders and messages; the catalogue read only',
} as const

/**
 * What staff may do: read the catalogue and the settings an order page shows, and work on orders
 * and customers. No Create/Update/Delete on products, variants (prices, stock), stock locations,
 * channels, roles or administrators: those stay with the owner.
 */
export const STAFF_PERMISSIONS: ReadonlyArray<Permission> = [
  Permission.Authenticated,
  Permission.ReadCatalog,
  Permission.ReadProduct,
  Permission.ReadCollection,
  Permission.ReadFacet,
  Permission.ReadAsset,
  Permission.ReadChannel,
  Permission.ReadCountry,
  Permission.ReadZone,
  Permission.ReadTaxCategory,
  Permission.ReadTaxRate,
  Permission.ReadPaymentMethod,
  Permission.ReadShippingMethod,
  Permission.ReadStockLocation,
  Permission.ReadPromotion,
  Permission.ReadCustomerGroup,
  Permission.ReadOrder,
  Permission.UpdateOrder,
  Permission.ReadCustomer,
  Permission.UpdateCustomer,
  // The inbox: read messages and mark them handled.
  submissionPermission.Read,
  submissionPermission.Update,
]
