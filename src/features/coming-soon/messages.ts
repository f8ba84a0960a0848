import type { Catalog } from '@/features/locale/i18n'

/** The coming-soon page's words, one chunk per language (a catalog of lingui.config.ts). */
export const comingSoonMessages: Catalog = {
  feature: 'coming-soon',
  load: (locale) => import(`./locales/${locale}/messages.po`),
}
