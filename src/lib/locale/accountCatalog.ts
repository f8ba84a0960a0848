import type { I18n, Messages } from '@lingui/core'
import type { Locale } from '#domain/locale/locales'
import { switchWithCatalog } from '@/lib/locale/i18n'

const loaded = new WeakMap<I18n, Map<Locale, Promise<void>>>()
const accountMessages = (locale: Locale): Promise<{ messages: Messages }> => import(`../../locales/${locale}/account.po`)

/** The account pages' words, merged into the locale's catalog before an account page renders; a preload only fetches them (docs/languages.md#catalogs). */
export function loadAccountCatalog(i18n: I18n, locale: Locale, preload = false): Promise<void> {
  if (preload) return accountMessages(locale).then(() => undefined)
  switchWithCatalog(accountMessages)
  const known = loaded.get(i18n) ?? new Map<Locale, Promise<void>>()
  loaded.set(i18n, known)
  const pending = known.get(locale)
  if (pending) return pending
  const loading = accountMessages(locale).then(({ messages }) => i18n.load(locale, messages))
  loading.catch(() => known.delete(locale))
  known.set(locale, loading)
  return loading
}
