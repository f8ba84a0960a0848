import type { Catalog } from '@/features/locale/i18n'

/** The cart drawer's and checkout's words, one chunk per language (a catalog of lingui.config.ts). */
export const cartMessages: Catalog = {
  feature: 'cart',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
