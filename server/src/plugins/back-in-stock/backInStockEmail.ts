import { EmailEventListener } from '@vendure/email-plugin'
import { isLocale } from '#domain/locale/locales.js'
import { emailWords } from '../email/emailCatalogs.js'
import { BackInStockEvent } from './backInStockEvent.js'

export const backInStockEmail = new EmailEventListener('back-in-stock')
  .on(BackInStockEvent)
  .setRecipient((event) => event.email)
  .setFrom('{{ fromAddress }}')
  .setSubject('{{ words.subject }}')
  .setTemplateVars((event) => {
    const locale = isLocale(event.ctx.languageCode) ? event.ctx.languageCode : 'en'
    const word = emailWords(locale)
    const values = { name: event.piece.name }
    return {
      lang: locale === 'zh' ? 'zh-CN' : 'en',
      link: event.piece.path,
      words: {
        brand: word('brand'),
        subject: word('backSubject', values),
        heading: word('backSubject', values),
        preview: word('backBody', values),
        body: word('backBody', values),
        button: word('backButton'),
        notYou: '',
        footer: word('backFooter'),
      },
    }
  })
