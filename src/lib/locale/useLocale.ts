import { useLingui } from '@lingui/react'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#domain/locale/locales'

export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

export type { Localized } from '#domain/locale/locales'
