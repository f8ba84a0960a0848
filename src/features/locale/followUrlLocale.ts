import { activateLocale, i18n } from './i18n'
import { localeOfPath, type LocaleRouting } from './strategy'

/** Arriving on a URL that names a locale (`/zh/faq`, or back to `/faq`) makes it the active one. */
export async function followUrlLocale(publicHref: string, routing: LocaleRouting): Promise<void> {
  const locale = localeOfPath(new URL(publicHref, 'http://shop.invalid').pathname, routing)
  if (locale && locale !== i18n.locale) await activateLocale(locale)
}
