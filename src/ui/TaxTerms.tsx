import { useQuery } from '@tanstack/react-query'
import { useShopfront } from '@/lib/market/useMarket'
import { shopTermsQueryOptions } from '@/lib/storefront/queries'

/** Whether prices include tax is the market's channel setting in Vendure, read, never assumed; nothing until it is known. */
export function TaxTerms({ included, before }: { included: string; before: string }) {
  const terms = useQuery(shopTermsQueryOptions(useShopfront())).data
  if (!terms) return null
  return <>{terms.pricesIncludeTax ? included : before}</>
}
