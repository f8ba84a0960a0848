import { globSync } from 'node:fs'
import { dirname } from 'node:path'
import { defineConfig } from '@lingui/cli'
import { reviewedPo } from './tools/build/reviewedPo.ts'
import { LOCALES, DEFAULT_LOCALE } from './domain/locale/locales.ts'

// A feature's `page/` folder holds words that load with its pages, not with every first load (docs/languages.md).
const PAGE_FOLDERS = globSync('src/features/*/page', { cwd: import.meta.dirname }).sort()

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  // A zh message not yet translated falls back to English at compile time.
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/*/page/**'],
    },
    ...PAGE_FOLDERS.map((folder) => ({
      path: `<rootDir>/${dirname(folder)}/locales/{locale}/messages`,
      include: [`<rootDir>/${folder}/`],
    })),
    // The emails' words (server/src/plugins/email/emailTexts.ts), read by the server at run time.
    {
      path: '<rootDir>/server/locales/{locale}/messages',
      include: ['<rootDir>/server/src/plugins/email/emailTexts.ts'],
    },
  ],
  // `npm run dev:pseudo`: English as longer, accented pseudo-English, so text that escaped extraction and layouts that break show.
  ...(process.env['PSEUDO_LOCALE']
    ? { pseudoLocale: { locale: DEFAULT_LOCALE, prepend: '⟦', append: '⟧', extend: 0.4, extendCharacter: '·' } }
    : {}),
  // A Chinese message whose English changed is flagged for review (tools/build/reviewedPo.ts).
  format: reviewedPo({ lineNumbers: false }),
})
