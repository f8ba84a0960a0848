import type { Shopfront } from '#domain/markets/markets'
import { shopQuery } from '#domain/storefront/shopApi'
import { MeDocument, MyAddressesDocument } from '#domain/storefront/graphql/graphql'

export type Shopper = { firstName: string; lastName: string; email: string; phone: string }

export async function currentShopper(shopfront: Shopfront): Promise<Shopper | null> {
  const { activeCustomer } = await shopQuery(MeDocument, {}, shopfront)
  if (!activeCustomer) return null
  const { firstName, lastName, emailAddress, phoneNumber } = activeCustomer
  return { firstName, lastName, email: emailAddress, phone: phoneNumber ?? '' }
}

export async function savedAddressesNewestFirst(shopfront: Shopfront, country: string) {
  const { activeCustomer } = await shopQuery(MyAddressesDocument, {}, shopfront)
  return (activeCustomer?.addresses ?? []).filter((address) => address.country.code === country).reverse()
}
export type SavedAddress = Awaited<ReturnType<typeof savedAddressesNewestFirst>>[number]
