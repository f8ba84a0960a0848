import type { Catalog } from '@/features/locale/i18n'

/** The API reference page's words, one chunk per language (a catalog of lingui.config.ts). */
export const apiDocsMessages: Catalog = {
  feature: 'api-docs',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
