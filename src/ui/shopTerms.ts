import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { Locale } from '#domain/locale/locales'
import type { ShopTerms } from '@/lib/storefront/catalogueReads'
import { useLocale } from '@/lib/locale/useLocale'
import { shopTermsQueryOptions } from '@/lib/storefront/queries'
import { currencyOf, formatPrice } from './Price'

type Tier = ShopTerms['deliveryTiers'][number]

const lists = new Map<string, Intl.ListFormat>()
function listOf(items: ReadonlyArray<string>, locale: Locale, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const key = `${locale}:${type}`
  let format = lists.get(key)
  if (!format) lists.set(key, (format = new Intl.ListFormat(locale === 'zh' ? 'zh-CN' : 'en', { type })))
  return format.format(items)
}

/** The shop's terms as parts of sentences in a language: its delivery tiers with their prices, its ways to pay. */
export function shopTermsText(terms: ShopTerms, locale: Locale, free: string) {
  // The answer's own currency: the shell never loads the catalogue's reads for it.
  const currency = currencyOf(terms.currencyCode)
  const priceOf = (tier: Tier) => (tier.price === 0 ? free : formatPrice(tier.price / 100, locale, currency))
  const priced = (tiers: ReadonlyArray<Tier>) =>
    listOf(
      tiers.map((tier) => (locale === 'zh' ? `${tier.name}（${priceOf(tier)}）` : `${tier.name} (${priceOf(tier)})`)),
      locale,
    )
  const furniture = terms.deliveryTiers.filter((tier) => !tier.swatchesOnly)
  return {
    terms,
    deliveryTiers: priced(furniture),
    swatchDelivery: priced(terms.deliveryTiers.filter((tier) => tier.swatchesOnly)),
    tierNames: listOf(
      furniture.map((tier) => tier.name),
      locale,
      'disjunction',
    ),
    lowestDelivery: furniture[0] ? priceOf(furniture[0]) : undefined,
    paymentMethods: listOf(
      terms.paymentMethods.map((method) => `“${method.name}”`),
      locale,
      'disjunction',
    ),
  }
}

export type ShopTermsText = ReturnType<typeof shopTermsText>

export const FREE = msg({
  id: 'terms.free',
  message: 'free',
  comment: 'A delivery tier that costs nothing, as in “Swatches by post (free)”',
})

/** The terms as the shop is set up now, read from Vendure with the page (the route's loader), never written beside it. */
export function useShopTerms(): ShopTermsText {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { data: terms } = useSuspenseQuery(shopTermsQueryOptions(locale))
  return shopTermsText(terms, locale, i18n._(FREE))
}
