import { i18n, type I18n, type Messages } from '@lingui/core'
import { localeCookie } from './detection'
import { LOCALES, isLocale, type Locale } from '#domain/locale/locales'
import type { LocaleRouting } from '#domain/locale/strategy'

export const localeOf = (i18n: I18n, routing: LocaleRouting): Locale => (isLocale(i18n.locale) ? i18n.locale : routing.defaultLocale)

export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' }

type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>

const loadCatalog: CatalogLoader = (locale) => import(`../../locales/${locale}/messages.po`)
const pageCatalogs = new Set<CatalogLoader>()

/** A page's own catalog (the account's), once it was shown: a language switch then loads it with the shell's, before the page shows. */
export function switchWithCatalog(load: CatalogLoader): void {
  pageCatalogs.add(load)
}

export async function activateLocale(locale: Locale): Promise<boolean> {
  if (i18n.locale !== locale) {
    try {
      const catalogs = await Promise.all([loadCatalog, ...pageCatalogs].map((load) => load(locale)))
      i18n.loadAndActivate({ locale, messages: Object.assign({}, ...catalogs.map(({ messages }) => messages)) })
    } catch (error) {
      console.error(`Failed locale loading: ${error instanceof Error ? error.message : String(error)}`)
      return false
    }
  }
  // Prerendering at build time has no document: the page's HTML carries `lang` itself.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = HTML_LANG[locale]
    try {
      document.cookie = localeCookie(locale, location.protocol === 'https:')
    } catch {
      // Cookies blocked: the language still applies; it is just not remembered.
    }
  }
  return true
}

export function preloadOtherCatalogs(locale: Locale): void {
  for (const other of LOCALES) if (other !== locale) loadCatalog(other).catch(() => {})
}

export { i18n }
