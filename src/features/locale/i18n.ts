import { i18n, type Messages } from '@lingui/core'
import { localeCookie } from './detection'
import type { Locale } from './locales'

/** `<html lang>` for each locale. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' }

/** Each locale's catalog is its own chunk, loaded on demand. */
function loadCatalog(locale: Locale): Promise<{ messages: Messages }> {
  return import(`../../locales/${locale}/messages.po`)
}

/**
 * Makes a locale the active language: loads its catalog, then updates `<html lang>` and the
 * `i18n_redirected` cookie. A catalog that fails to load is logged and the current language stays.
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  if (i18n.locale !== locale) {
    try {
      const { messages } = await loadCatalog(locale)
      i18n.loadAndActivate({ locale, messages })
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

export { i18n }

/** The active locale, for code outside React (route loaders). */
export function activeLocale(): Locale {
  return i18n.locale === 'zh' ? 'zh' : 'en'
}
