import { i18n } from '@lingui/core'
import type { Locale } from './locales'

/** Loads one locale's catalog (its own chunk) and makes it the active language. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../../locales/${locale}/messages.po`)
  i18n.loadAndActivate({ locale, messages })
}

export { i18n }
