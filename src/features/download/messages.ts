import type { Catalog } from '@/features/locale/i18n'

/** The download page's words, one chunk per language (a catalog of lingui.config.ts). */
export const downloadMessages: Catalog = {
  feature: 'download',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
