import { isLocale, type Locale } from './locales.ts'

const STRATEGIES = ['no_prefix', 'prefix_except_default', 'prefix_and_default'] as const
export type Strategy = (typeof STRATEGIES)[number]

export type LocaleRouting = {
  strategy: Strategy
  locales: ReadonlyArray<Locale>
  defaultLocale: Locale
}

export function isStrategy(value: unknown): value is Strategy {
  return typeof value === 'string' && (STRATEGIES as ReadonlyArray<string>).includes(value)
}

/** `prefix_except_default` never strips the default locale, so `/en/faq` stays unknown (a 404). */
export function delocalizePath(pathname: string, routing: LocaleRouting): { locale?: Locale; pathname: string } {
  if (routing.strategy === 'no_prefix') return { pathname }
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const segment = match?.[1]
  if (!isLocale(segment) || !routing.locales.includes(segment)) return { pathname }
  if (routing.strategy === 'prefix_except_default' && segment === routing.defaultLocale) return { pathname }
  return { locale: segment, pathname: match?.[2] || '/' }
}

export function localizePath(pathname: string, locale: Locale, routing: LocaleRouting): string {
  if (routing.strategy === 'no_prefix' || locale === routing.defaultLocale) return pathname
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`
}

export function localeOfPath(pathname: string, routing: LocaleRouting): Locale | undefined {
  if (routing.strategy === 'no_prefix') return undefined
  return delocalizePath(pathname, routing).locale ?? routing.defaultLocale
}
