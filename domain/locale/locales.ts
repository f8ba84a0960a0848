// Kept free of imports: lingui.config.ts reads it at CLI time.
export const LOCALES = ['en', 'zh'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as ReadonlyArray<string>).includes(value)
}

/** A text in every language of the shop. */
export type Localized = Record<Locale, string>
