import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { shopTermsQueryOptions } from '@/lib/storefront/queries'

/** Whether prices include tax is the market's channel setting in Vendure, read, never assumed; nothing until it is known. */
export function TaxTerms() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const terms = useQuery(shopTermsQueryOptions(shopfront)).data
  if (!terms) return null
  // The sentence that follows: after a space in English, straight after 。 in Chinese.
  const gap = shopfront.locale === 'zh' ? '' : ' '
  return (
    <>
      {terms.pricesIncludeTax
        ? t({ id: 'cart.taxIncluded', message: 'Taxes are included.' })
        : t({ id: 'cart.taxBefore', message: 'Prices are before sales tax.' })}
      {gap}
    </>
  )
}
