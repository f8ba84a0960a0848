import type { Catalog } from '@/features/locale/i18n'

/** Our story page's words, one chunk per language (a catalog of lingui.config.ts). */
export const storyMessages: Catalog = {
  feature: 'story',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
