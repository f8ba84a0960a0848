import { EmailEventListener } from '@vendure/email-plugin'
import { EntityHydrator, LanguageCode, OrderStateTransitionEvent, translateEntity } from '@vendure/core'
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '#domain/locale/locales.js'
import { localizePath } from '#domain/locale/strategy.js'
import { emailWords } from './emailCatalogs.js'
import type { EmailText } from './emailTexts.js'

const SHOP_ROUTING = { strategy: 'prefix_except_default', locales: LOCALES, defaultLocale: DEFAULT_LOCALE } as const

const STEPS: Record<string, { heading: EmailText; body: EmailText }> = {
  Confirmed: { heading: 'confirmedHeading', body: 'confirmedBody' },
  PaymentSettled: { heading: 'paidHeading', body: 'paidBody' },
  Shipped: { heading: 'shippedHeading', body: 'shippedBody' },
  Delivered: { heading: 'deliveredHeading', body: 'deliveredBody' },
  Cancelled: { heading: 'cancelledHeading', body: 'cancelledBody' },
}

/** The order's language, not the request's: the owner moves it on from the Dashboard, in theirs. */
const languageOf = (fields: unknown): Locale => {
  const language = (fields as { placedInLanguage?: string | null }).placedInLanguage
  return language && isLocale(language) ? language : 'en'
}

export const orderProgressEmail = new EmailEventListener('order-progress')
  .on(OrderStateTransitionEvent)
  .filter((event) => event.toState in STEPS && event.fromState !== event.toState && !!event.order.orderPlacedAt)
  // Vendure runs every filter before loadData: the transition has loaded the customer already.
  .filter((event) => !!event.order.customer?.emailAddress)
  .loadData(async ({ event, injector }) => {
    await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
      relations: ['lines.productVariant', 'lines.productVariant.translations', 'customer'],
    })
    const languages: [LanguageCode, LanguageCode] = [languageOf(event.order.customFields) as LanguageCode, LanguageCode.en]
    return { names: event.order.lines.map((line) => translateEntity(line.productVariant, languages).name) }
  })
  .setRecipient((event) => event.order.customer!.emailAddress)
  .setFrom('{{ fromAddress }}')
  .setSubject('{{ words.subject }}')
  .setTemplateVars((event) => {
    const locale = languageOf(event.order.customFields)
    const word = emailWords(locale)
    const step = STEPS[event.toState]!
    return {
      lang: locale === 'zh' ? 'zh-CN' : 'en',
      words: {
        brand: word('brand'),
        subject: word(step.heading, { code: event.order.code }),
        heading: word(step.heading, { code: event.order.code }),
        preview: word(step.body),
        body: word(step.body),
        number: word('number', { code: event.order.code }),
        lines: word('lines'),
        status: word('status'),
        footer: word('footer'),
      },
      lines: event.order.lines.map((line, index) => ({ quantity: line.quantity, name: event.data.names[index] })),
      statusPath: localizePath('/order-status', locale, SHOP_ROUTING),
    }
  })
