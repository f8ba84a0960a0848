import type { I18n } from '@lingui/core'
import { activateLocale, localeOf } from './i18n'
import type { Locale } from './locales'
import { localeOfPath, type LocaleRouting } from './strategy'

/**
 * The locale of a location: the one its URL names (`/zh/faq`, `/faq`), or under `no_prefix` the
 * active one. Arriving there (not preloading) makes it the active language.
 */
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
