import type { Catalog } from '@/features/locale/i18n'

/** The FAQ's words, one chunk per language (a catalog of lingui.config.ts). */
export const faqMessages: Catalog = {
  feature: 'faq',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
