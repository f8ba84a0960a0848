import { isLocale, type Locale } from './locales'
import { localeOfPath, localizePath, type LocaleRouting } from './strategy'

const LOCALE_COOKIE = 'i18n_redirected'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** The first of the browser's languages the shop speaks: `zh-TW` and `zh-Hans` are zh. */
export function matchBrowserLocale(languages: ReadonlyArray<string>, locales: ReadonlyArray<Locale>): Locale | undefined {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0]
    const match = locales.find((locale) => locale === base)
    if (match) return match
  }
  return undefined
}

/** The locale cookie's value, when it is one the shop knows; anything else is ignored. */
export function readLocaleCookie(cookieHeader: string): Locale | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === LOCALE_COOKIE) {
      const value = rest.join('=')
      return isLocale(value) ? value : undefined
    }
  }
  return undefined
}

/** `document.cookie`, or '' where reading it throws (cookies blocked, a sandboxed frame). */
export function readDocumentCookie(): string {
  try {
    return document.cookie
  } catch {
    return ''
  }
}

export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The locale of the first page a shopper opens. Only a first visit to `/` detects (cookie, then
 * browser languages, then the default) and redirects to that locale's URL; any other URL keeps
 * the locale it names. Under `no_prefix` the URL never names one, so detection always applies.
 */
export function detectInitialLocale({
  pathname,
  cookie,
  languages,
  routing,
}: {
  pathname: string
  cookie: Locale | undefined
  languages: ReadonlyArray<string>
  routing: LocaleRouting
}): { locale: Locale; redirectTo?: string } {
  const detected = () => cookie ?? matchBrowserLocale(languages, routing.locales) ?? routing.defaultLocale
  if (routing.strategy === 'no_prefix') return { locale: detected() }
  if (pathname !== '/') return { locale: localeOfPath(pathname, routing) ?? routing.defaultLocale }
  const locale = detected()
  const target = localizePath('/', locale, routing)
  return target === '/' ? { locale } : { locale, redirectTo: target }
}
