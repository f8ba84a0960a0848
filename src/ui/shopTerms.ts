import { useSuspenseQuery } from '@tanstack/react-query'
import { msg, plural } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { Locale } from '#domain/locale/locales'
import type { ShopTerms } from '@/lib/storefront/catalogueReads'
import { useShopfront } from '@/lib/market/useMarket'
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
export function shopTermsText(terms: ShopTerms, locale: Locale, i18n: I18n) {
  const free = i18n._(FREE)
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
    returnPeriod: i18n._(returnPeriod(terms.returnDays)),
    homeTrialPeriod: i18n._(homeTrialPeriod(terms.homeTrialNights)),
    paymentMethods: listOf(
      terms.paymentMethods.map((method) => `“${method.name}”`),
      locale,
      'disjunction',
    ),
  }
}

export type ShopTermsText = ReturnType<typeof shopTermsText>

const FREE = msg({
  id: 'terms.free',
  message: 'free',
  comment: 'A delivery tier that costs nothing, as in “Swatches by post (free)”',
})

const returnPeriod = (days: number) =>
  msg({
    id: 'terms.returnPeriod',
    message: plural(days, { one: '# day', other: '# days' }),
    comment: 'As in “returned within 30 days of delivery”',
  })
const homeTrialPeriod = (nights: number) =>
  msg({
    id: 'terms.homeTrialPeriod',
    message: plural(nights, { one: '# night', other: '# nights' }),
    comment: 'As in “live with your sofa for up to 100 nights”',
  })

/** The terms as the shop is set up now, read from Vendure with the page (the route's loader), never written beside it. */
export function useShopTerms(): ShopTermsText {
  const { i18n } = useLingui()
  const shopfront = useShopfront()
  const { locale } = shopfront
  const { data: terms } = useSuspenseQuery(shopTermsQueryOptions(shopfront))
  return shopTermsText(terms, locale, i18n)
}
