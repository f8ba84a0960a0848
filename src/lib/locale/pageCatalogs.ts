import { i18n, type Messages } from '@lingui/core'
import { LOCALES, type Locale } from './locales.ts'

/**
 * A page's own catalog, in every language, merged into the shop's messages: the words only a
 * few pages use load with those pages, not with every first load (lingui.config.ts lists them;
 * docs/languages.md#catalogs). Both languages at once, so that a switch there needs nothing more.
 */
export async function loadPageCatalogs(load: (locale: Locale) => Promise<{ messages: Messages }>): Promise<void> {
  await Promise.all(LOCALES.map(async (locale) => i18n.load(locale, (await load(locale)).messages)))
}
