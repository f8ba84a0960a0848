import type { Catalog } from '@/features/locale/i18n'

/** The videos page's words, one chunk per language (a catalog of lingui.config.ts). */
export const videosMessages: Catalog = {
  feature: 'videos',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
