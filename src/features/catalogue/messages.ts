import type { Catalog } from '@/features/locale/i18n'

/** The catalogue's (collections, products, product cards) words, one chunk per language (a catalog of lingui.config.ts). */
export const catalogueMessages: Catalog = {
  feature: 'catalogue',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
