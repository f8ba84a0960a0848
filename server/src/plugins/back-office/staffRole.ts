import { Permission } from '@vendure/core'
import { submissionPermission } from '../submissions/inbox.api.js'

export const STAFF_ROLE = {
  code: 'staff',
  description: 'Staff: orders and messages; the catalogue read only',
} as const

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
  submissionPermission.Read,
  submissionPermission.Update,
]
