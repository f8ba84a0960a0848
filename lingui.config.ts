import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { LOCALES, DEFAULT_LOCALE } from './src/lib/locale/locales.ts'

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  // A zh message not yet translated falls back to English at compile time.
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*'],
    },
    // The emails' words (server/src/plugins/email/emailTexts.ts), read by the server at run time.
    {
      path: '<rootDir>/server/locales/{locale}/messages',
      include: ['<rootDir>/server/src/plugins/email/emailTexts.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
