import type { FaqGroup, TermPlaceholder } from '#domain/faq/faqContent'
import type { Locale } from '#domain/locale/locales'
import type { ShopTermsText } from '@/ui/shopTerms'

/** The FAQ with the shop's terms filled in, and without the questions about what it does not offer now. */
export function faqWithTerms(groups: ReadonlyArray<FaqGroup>, text: ShopTermsText, locale: Locale): Array<FaqGroup> {
  const values: Record<TermPlaceholder, string> = {
    deliveryTiers: text.deliveryTiers,
    swatchDelivery: text.swatchDelivery,
    paymentMethods: text.paymentMethods,
    returnPeriod: text.returnPeriod,
    homeTrialPeriod: text.homeTrialPeriod,
  }
  const offered = {
    returns: text.terms.returnDays > 0,
    homeTrial: text.terms.homeTrialNights > 0,
    delivery: text.deliveryTiers !== '',
    payment: text.paymentMethods !== '',
  }
  return groups
    .map((group) => ({
      ...group,
      items: group.items
        .filter((item) => !item.offered || offered[item.offered])
        .map((item) => ({
          ...item,
          a: {
            ...item.a,
            [locale]: item.a[locale].replace(/\{(\w+)\}/g, (whole, name: string) => values[name as TermPlaceholder] ?? whole),
          },
        })),
    }))
    .filter((group) => group.items.length > 0)
}
