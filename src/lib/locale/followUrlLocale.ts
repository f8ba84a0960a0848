import type { I18n } from '@lingui/core'
import { activateLocale, localeOf } from './i18n'
import type { Locale } from '#domain/locale/locales'
import { localeOfPath, type LocaleRouting } from '#domain/locale/strategy'

/** Arriving at a location (not preloading it) makes the locale its URL names the active one. */
export async function followUrlLocale({
  publicHref,
  routing,
  i18n,
  preload,
}: {
  publicHref: string
  routing: LocaleRouting
  i18n: I18n
  preload: boolean
}): Promise<Locale> {
  const locale = localeOfPath(new URL(publicHref, 'http://shop.invalid').pathname, routing) ?? localeOf(i18n, routing)
  if (!preload && locale !== i18n.locale) await activateLocale(locale)
  return locale
}
