import type { Catalog } from '@/features/locale/i18n'

/** The home page's words, one chunk per language (a catalog of lingui.config.ts). */
export const homeMessages: Catalog = {
  feature: 'home',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
