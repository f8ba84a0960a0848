import { EmailEventListener } from '@vendure/email-plugin'
import { EntityHydrator, OrderStateTransitionEvent, TranslatorService, type Order } from '@vendure/core'
import { isLocale, type Locale } from '#domain/locale/locales.js'
import { emailWords } from './emailCatalogs.js'
import { cityLine } from '#domain/markets/regions.js'
import { orderSummary, statusPathOf } from './orderSummary.js'

/** Sent on authorisation, not Vendure's `PaymentSettled`: this shop settles payment on the phone, days later. */
export const orderPlacedEmail = new EmailEventListener('order-placed')
  .on(OrderStateTransitionEvent)
  .filter((event) => event.toState === 'PaymentAuthorized' && event.fromState === 'ArrangingPayment' && !!event.order.customer)
  .loadData(async ({ event, injector }) => {
    await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
      relations: ['lines.productVariant', 'lines.productVariant.translations', 'shippingLines.shippingMethod', 'customer', 'channels'],
    })
    const translator = injector.get(TranslatorService)
    const names = event.order.lines.map((line) => translator.translate(line.productVariant, event.ctx).name)
    const method = event.order.shippingLines[0]?.shippingMethod
    return { names, methodName: method ? translator.translate(method, event.ctx).name : '' }
  })
  .setRecipient((event) => event.order.customer!.emailAddress)
  .setFrom('{{ fromAddress }}')
  .setSubject('{{ words.subject }}')
  .setTemplateVars((event) => {
    const locale: Locale = isLocale(event.ctx.languageCode) ? event.ctx.languageCode : 'en'
    const word = emailWords(locale)
    const order: Order = event.order
    const address = order.shippingAddress
    return {
      lang: locale === 'zh' ? 'zh-CN' : 'en',
      words: {
        brand: word('brand'),
        subject: word('subject', { code: order.code }),
        preview: word('preview'),
        heading: word('heading', { name: order.customer?.firstName ?? '' }),
        call: word('call', { phone: order.customer?.phoneNumber ?? address.phoneNumber ?? '' }),
        number: word('number', { code: order.code }),
        keepNumber: word('keepNumber'),
        address: word('address'),
        status: word('status'),
        footer: word('footer'),
      },
      ...orderSummary(order, event.data.names, event.data.methodName, locale, word),
      addressLines: [address.fullName, address.streetLine1, address.streetLine2, cityLine(address), address.country].filter(
        (part) => part && part.trim(),
      ),
      statusPath: statusPathOf(event.order, locale),
    }
  })
