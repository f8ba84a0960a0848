import { EmailEventListener } from '@vendure/email-plugin'
import { EntityHydrator, LanguageCode, OrderStateTransitionEvent, translateEntity } from '@vendure/core'
import { isLocale, type Locale } from '#domain/locale/locales.js'
import { emailWords } from './emailCatalogs.js'
import type { EmailText } from './emailTexts.js'
import { orderSummary, statusPathOf } from './orderSummary.js'

/** `arriving`: the order is still to come, so the email says when. */
const STEPS: Record<string, { heading: EmailText; body: EmailText; arriving: boolean }> = {
  Confirmed: { heading: 'confirmedHeading', body: 'confirmedBody', arriving: true },
  PaymentSettled: { heading: 'paidHeading', body: 'paidBody', arriving: true },
  Shipped: { heading: 'shippedHeading', body: 'shippedBody', arriving: true },
  Delivered: { heading: 'deliveredHeading', body: 'deliveredBody', arriving: false },
  Cancelled: { heading: 'cancelledHeading', body: 'cancelledBody', arriving: false },
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
      relations: ['lines.productVariant', 'lines.productVariant.translations', 'shippingLines.shippingMethod', 'customer', 'channels'],
    })
    const languages: [LanguageCode, LanguageCode] = [languageOf(event.order.customFields) as LanguageCode, LanguageCode.en]
    const method = event.order.shippingLines[0]?.shippingMethod
    return {
      names: event.order.lines.map((line) => translateEntity(line.productVariant, languages).name),
      methodName: method ? translateEntity(method, languages).name : '',
    }
  })
  .setRecipient((event) => event.order.customer!.emailAddress)
  .setFrom('{{ fromAddress }}')
  .setSubject('{{ words.subject }}')
  .setTemplateVars((event) => {
    const locale = languageOf(event.order.customFields)
    const word = emailWords(locale)
    const step = STEPS[event.toState]!
    const summary = orderSummary(event.order, event.data.names, event.data.methodName, locale, word)
    return {
      lang: locale === 'zh' ? 'zh-CN' : 'en',
      words: {
        brand: word('brand'),
        subject: word(step.heading, { code: event.order.code }),
        heading: word(step.heading, { code: event.order.code }),
        preview: word(step.body),
        body: word(step.body),
        number: word('number', { code: event.order.code }),
        status: word('status'),
        footer: word('footer'),
      },
      ...summary,
      summaryWords: { ...summary.summaryWords, window: step.arriving ? summary.summaryWords.window : '' },
      statusPath: statusPathOf(event.order, locale),
    }
  })
