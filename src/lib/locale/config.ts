import { DEFAULT_LOCALE, LOCALES } from '#domain/locale/locales'
import { isStrategy, type LocaleRouting } from '#domain/locale/strategy'

const configured: unknown = import.meta.env.VITE_LOCALE_STRATEGY

export const LOCALE_ROUTING: LocaleRouting = {
  strategy: isStrategy(configured) ? configured : 'prefix_except_default',
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
}
