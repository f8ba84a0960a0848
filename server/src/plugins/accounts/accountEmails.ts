import {
  AccountRegistrationEvent,
  IdentifierChangeEvent,
  IdentifierChangeRequestEvent,
  PasswordResetEvent,
  type RequestContext,
} from '@vendure/core'
import { EmailEventListener, type EmailEventHandler } from '@vendure/email-plugin'
import { ACCOUNT_LINK_HOURS, ACCOUNT_PATHS } from '#domain/forms/account.js'

const CONTACT_PATH = '/contact-us'
import { SHIPPED_ROUTING, localizePath } from '#domain/locale/strategy.js'
import { isLocale, type Locale } from '#domain/locale/locales.js'
import { DEFAULT_MARKET, isMarket } from '#domain/markets/markets.js'
import { emailWords } from '../email/emailCatalogs.js'
import type { EmailText } from '../email/emailTexts.js'

type AccountEmail = { subject: EmailText; heading: EmailText; body: EmailText; button: EmailText; notYou?: false }

function shopfrontOf(ctx: RequestContext): { locale: Locale; path: (pathname: string) => string } {
  const locale: Locale = isLocale(ctx.languageCode) ? ctx.languageCode : 'en'
  const market = isMarket(ctx.channel.token) ? ctx.channel.token : DEFAULT_MARKET[locale]
  return { locale, path: (pathname) => localizePath(pathname, locale, SHIPPED_ROUTING, market) }
}

type UserEvent = AccountRegistrationEvent | PasswordResetEvent | IdentifierChangeRequestEvent | IdentifierChangeEvent

/** `tokenOf`: the link's token (an email without one is not sent); `null`, a link without a token. */
type AccountLink<E extends UserEvent> = {
  pathname: string
  tokenOf: (event: E) => string | null | undefined
  recipientOf?: (event: E) => string | null | undefined
  values?: (event: E) => Record<string, string>
}

function accountEmail<E extends UserEvent>(handler: EmailEventHandler<string, E>, texts: AccountEmail, link: AccountLink<E>) {
  const recipientOf = link.recipientOf ?? ((event: E) => event.user.identifier)
  return handler
    .filter((event) => link.tokenOf(event) !== undefined && !!recipientOf(event))
    .setRecipient((event) => recipientOf(event)!)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ words.subject }}')
    .setTemplateVars((event) => {
      const { locale, path } = shopfrontOf(event.ctx)
      const word = emailWords(locale)
      const values = { hours: String(ACCOUNT_LINK_HOURS), ...link.values?.(event) }
      const token = link.tokenOf(event)
      return {
        lang: locale === 'zh' ? 'zh-CN' : 'en',
        link: token ? `${path(link.pathname)}?token=${encodeURIComponent(token)}` : path(link.pathname),
        words: {
          brand: word('brand'),
          subject: word(texts.subject),
          heading: word(texts.heading),
          preview: word(texts.body, values),
          body: word(texts.body, values),
          button: word(texts.button),
          notYou: texts.notYou === false ? '' : word('accountNotYou'),
          footer: word('accountFooter'),
        },
      }
    })
}

const native = (event: UserEvent) => event.user.getNativeAuthenticationMethod(false)

export const accountVerificationEmail = accountEmail(
  new EmailEventListener('account-verification').on(AccountRegistrationEvent),
  { subject: 'verifySubject', heading: 'verifyHeading', body: 'verifyBody', button: 'verifyButton' },
  { pathname: ACCOUNT_PATHS.verify, tokenOf: (event) => native(event)?.verificationToken || undefined },
)

export const passwordResetEmail = accountEmail(
  new EmailEventListener('password-reset').on(PasswordResetEvent),
  { subject: 'resetSubject', heading: 'resetHeading', body: 'resetBody', button: 'resetButton' },
  { pathname: ACCOUNT_PATHS.resetPassword, tokenOf: (event) => native(event)?.passwordResetToken || undefined },
)

export const emailChangeEmail = accountEmail(
  new EmailEventListener('email-change').on(IdentifierChangeRequestEvent),
  { subject: 'changeSubject', heading: 'changeHeading', body: 'changeBody', button: 'changeButton' },
  {
    pathname: ACCOUNT_PATHS.confirmEmail,
    tokenOf: (event) => native(event)?.identifierChangeToken || undefined,
    recipientOf: (event) => native(event)?.pendingIdentifier,
  },
)

export const emailChangedNotice = accountEmail(
  new EmailEventListener('email-changed').on(IdentifierChangeEvent),
  { subject: 'changedSubject', heading: 'changedHeading', body: 'changedBody', button: 'changedButton', notYou: false },
  {
    pathname: CONTACT_PATH,
    tokenOf: () => null,
    recipientOf: (event) => event.oldIdentifier,
    values: (event) => ({ email: event.user.identifier }),
  },
)
