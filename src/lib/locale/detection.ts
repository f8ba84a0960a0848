import { isLocale, type Locale } from '#domain/locale/locales'
import { localeOfPath, localizePath, type LocaleRouting } from '#domain/locale/strategy'
import type { Market } from '#domain/markets/markets'
import { cookieValue } from '@/lib/cookies'

const LOCALE_COOKIE = 'i18n_redirected'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function matchBrowserLocale(languages: ReadonlyArray<string>, locales: ReadonlyArray<Locale>): Locale | undefined {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0]
    const match = locales.find((locale) => locale === base)
    if (match) return match
  }
  return undefined
}

/** The cookie is untrusted: a value that is not a known locale is ignored. */
export function readLocaleCookie(cookieHeader: string): Locale | undefined {
  const value = cookieValue(cookieHeader, LOCALE_COOKIE)
  return isLocale(value) ? value : undefined
}

/** Reading `document.cookie` throws where cookies are blocked or in a sandboxed frame. */
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

/** Only `/` (or any URL under `no_prefix`) detects, the market too when the shopper chose one; any other URL keeps the locale it names. */
export function detectInitialLocale({
  pathname,
  cookie,
  market,
  languages,
  routing,
}: {
  pathname: string
  cookie: Locale | undefined
  market?: Market | undefined
  languages: ReadonlyArray<string>
  routing: LocaleRouting
}): { locale: Locale; redirectTo?: string } {
  const detected = () => cookie ?? matchBrowserLocale(languages, routing.locales) ?? routing.defaultLocale
  if (routing.strategy === 'no_prefix') return { locale: detected() }
  if (pathname !== '/') return { locale: localeOfPath(pathname, routing) ?? routing.defaultLocale }
  const locale = detected()
  const target = localizePath('/', locale, routing, market)
  return target === '/' ? { locale } : { locale, redirectTo: target }
}
