import { DEFAULT_LOCALE, LOCALES } from './locales'
import { isStrategy, type LocaleRouting } from './strategy'

const configured: unknown = import.meta.env.VITE_LOCALE_STRATEGY

export const LOCALE_ROUTING: LocaleRouting = {
  strategy: isStrategy(configured) ? configured : 'prefix_except_default',
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
}
