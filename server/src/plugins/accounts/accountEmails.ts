import { AccountRegistrationEvent, PasswordResetEvent, type RequestContext, type User } from '@vendure/core'
import { EmailEventListener, type EmailEventHandler } from '@vendure/email-plugin'
import { ACCOUNT_LINK_HOURS, ACCOUNT_PATHS } from '#domain/forms/account.js'
import { SHIPPED_ROUTING, localizePath } from '#domain/locale/strategy.js'
import { isLocale, type Locale } from '#domain/locale/locales.js'
import { DEFAULT_MARKET, isMarket } from '#domain/markets/markets.js'
import { emailWords } from '../email/emailCatalogs.js'
import type { EmailText } from '../email/emailTexts.js'

type AccountEmail = { subject: EmailText; heading: EmailText; body: EmailText; button: EmailText }

/** The shopper's language and market, as the page that asked: the link opens the page they were on, in their words. */
function shopfrontOf(ctx: RequestContext): { locale: Locale; path: (pathname: string) => string } {
  const locale: Locale = isLocale(ctx.languageCode) ? ctx.languageCode : 'en'
  const market = isMarket(ctx.channel.token) ? ctx.channel.token : DEFAULT_MARKET[locale]
  return { locale, path: (pathname) => localizePath(pathname, locale, SHIPPED_ROUTING, market) }
}

function accountEmail<E extends AccountRegistrationEvent | PasswordResetEvent>(
  handler: EmailEventHandler<string, E>,
  texts: AccountEmail,
  pathname: string,
  tokenOf: (user: User) => string | null | undefined,
) {
  return handler
    .filter((event) => !!tokenOf(event.user))
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ words.subject }}')
    .setTemplateVars((event) => {
      const { locale, path } = shopfrontOf(event.ctx)
      const word = emailWords(locale)
      const hours = String(ACCOUNT_LINK_HOURS)
      return {
        lang: locale === 'zh' ? 'zh-CN' : 'en',
        link: `${path(pathname)}?token=${encodeURIComponent(tokenOf(event.user)!)}`,
        words: {
          brand: word('brand'),
          subject: word(texts.subject),
          heading: word(texts.heading),
          preview: word(texts.body, { hours }),
          body: word(texts.body, { hours }),
          button: word(texts.button),
          notYou: word('accountNotYou'),
          footer: word('accountFooter'),
        },
      }
    })
}

export const accountVerificationEmail = accountEmail(
  new EmailEventListener('account-verification').on(AccountRegistrationEvent),
  { subject: 'verifySubject', heading: 'verifyHeading', body: 'verifyBody', button: 'verifyButton' },
  ACCOUNT_PATHS.verify,
  (user) => user.getNativeAuthenticationMethod(false)?.verificationToken,
)

export const passwordResetEmail = accountEmail(
  new EmailEventListener('password-reset').on(PasswordResetEvent),
  { subject: 'resetSubject', heading: 'resetHeading', body: 'resetBody', button: 'resetButton' },
  ACCOUNT_PATHS.resetPassword,
  (user) => user.getNativeAuthenticationMethod(false)?.passwordResetToken,
)
