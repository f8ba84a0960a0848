import { EmailEventListener } from '@vendure/email-plugin'
import type { Order } from '@vendure/core'
import { ACCOUNT_PATHS } from '#domain/forms/account.js'
import { SHIPPED_ROUTING, localizePath } from '#domain/locale/strategy.js'
import { isLocale, type Locale } from '#domain/locale/locales.js'
import { isMarket } from '#domain/markets/markets.js'
import { emailWords } from '../email/emailCatalogs.js'
import type { EmailText } from '../email/emailTexts.js'
import { money } from '../email/orderSummary.js'
import { ReturnEvent } from './returnEvent.js'

const STEPS: Record<string, { heading: EmailText; body: EmailText }> = {
  requested: { heading: 'returnRequestedHeading', body: 'returnRequestedBody' },
  accepted: { heading: 'returnAcceptedHeading', body: 'returnAcceptedBody' },
  refused: { heading: 'returnRefusedHeading', body: 'returnRefusedBody' },
}

/** In the order's language, whoever moved the return on (the owner decides in theirs). */
const languageOf = (order: Order): Locale => {
  const language = (order.customFields as { placedInLanguage?: string | null }).placedInLanguage
  return language && isLocale(language) ? language : 'en'
}

export const returnEmail = new EmailEventListener('return-progress')
  .on(ReturnEvent)
  .filter((event) => !!event.order.customer?.emailAddress)
  .setRecipient((event) => event.order.customer!.emailAddress)
  .setFrom('{{ fromAddress }}')
  .setSubject('{{ words.subject }}')
  .setTemplateVars((event) => {
    const order = event.order
    const locale = languageOf(order)
    const word = emailWords(locale)
    const step = STEPS[event.request.state]!
    const market = order.channels.map((channel) => channel.token).find(isMarket)
    const amount = money(event.request.refundTotal ?? 0, order.currencyCode, locale)
    return {
      lang: locale === 'zh' ? 'zh-CN' : 'en',
      words: {
        brand: word('brand'),
        subject: word(step.heading, { code: order.code }),
        heading: word(step.heading, { code: order.code }),
        preview: word(step.body, { amount }),
        body: word(step.body, { amount }),
        pieces: word('returnPieces'),
        button: word('returnButton'),
        footer: word('footer'),
      },
      pieces: event.request.lines.map((line) => `${line.quantity} × ${line.name}`),
      link: localizePath(ACCOUNT_PATHS.overview, locale, SHIPPED_ROUTING, market),
    }
  })
