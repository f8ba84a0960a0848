import { defineConfig } from '@lingui/cli'
import { reviewedPo } from './tools/build/reviewedPo.ts'
import { LOCALES, DEFAULT_LOCALE } from './domain/locale/locales.ts'

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  // A zh message not yet translated falls back to English at compile time.
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/account/pages', '<rootDir>/src/features/catalogue/backInStock'],
    },
    // The account pages' words, loaded with them, and the sold-out form's: no page's first load carries them (docs/languages.md#catalogs).
    {
      path: '<rootDir>/src/locales/{locale}/account',
      include: ['<rootDir>/src/features/account/pages', '<rootDir>/src/features/catalogue/backInStock'],
    },
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
