import type { Catalog } from '@/features/locale/i18n'

/** The contact page's words, one chunk per language (a catalog of lingui.config.ts). */
export const contactMessages: Catalog = {
  feature: 'contact',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
