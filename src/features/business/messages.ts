import type { Catalog } from '@/features/locale/i18n'

/** The business page's words, one chunk per language (a catalog of lingui.config.ts). */
export const businessMessages: Catalog = {
  feature: 'business',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
