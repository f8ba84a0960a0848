import { i18n, type I18n, type Messages } from '@lingui/core'
import { localeCookie } from './detection'
import { LOCALES, isLocale, type Locale } from './locales'
import type { LocaleRouting } from './strategy'

/** The active language of a Lingui instance, as a shop locale. */
export const localeOf = (i18n: I18n, routing: LocaleRouting): Locale => (isLocale(i18n.locale) ? i18n.locale : routing.defaultLocale)

/** `<html lang>` for each locale. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' }

/** A locale's catalog: one chunk per locale, loaded on demand (and kept by the module loader). */
const loadCatalog = (locale: Locale): Promise<{ messages: Messages }> => import(`../../locales/${locale}/messages.po`)

// The words of pages that bring their own (their feature's catalog), in every language.
const pageMessages: Partial<Record<Locale, Messages>> = {}

/**
 * Adds a page's own words, as its code loads (src/features/*\/…Catalog.ts). Into the active
 * language's messages without a re-render (Lingui's `load` would re-render the whole page, and a
 * page preloaded from a link would throw away a prerendered part still waiting to hydrate); kept
 * for the other language, which `activateLocale` loads with them.
 */
export function addPageMessages(catalogs: Record<Locale, Messages>): void {
  for (const locale of LOCALES) pageMessages[locale] = { ...pageMessages[locale], ...catalogs[locale] }
  if (isLocale(i18n.locale)) Object.assign(i18n.messages, catalogs[i18n.locale])
}

/**
 * Makes a locale the active language: loads its catalog, then updates `<html lang>` and the
 * `i18n_redirected` cookie. A catalog that fails to load is logged and the current language stays.
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  if (i18n.locale !== locale) {
    try {
      const { messages } = await loadCatalog(locale)
      i18n.loadAndActivate({ locale, messages: { ...messages, ...pageMessages[locale] } })
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

/** Fetches the other languages' catalogs ahead of a switch; a failure is the switch's to report. */
export function preloadOtherCatalogs(locale: Locale): void {
  for (const other of LOCALES) if (other !== locale) loadCatalog(other).catch(() => {})
}

export { i18n }
