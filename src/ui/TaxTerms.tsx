import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { shopTermsQueryOptions } from '@/lib/storefront/queries'

/** Whether prices include tax is the market's channel setting in Vendure, read, never assumed; nothing until it is known. */
export function TaxTerms() {
  const { t } = useLingui()
  const terms = useQuery(shopTermsQueryOptions(useShopfront())).data
  if (!terms) return null
  return (
    <>
      {terms.pricesIncludeTax
        ? t({ id: 'cart.taxIncluded', message: 'Taxes are included.' })
        : t({ id: 'cart.taxBefore', message: 'Prices are before sales tax.' })}{' '}
    </>
  )
}
