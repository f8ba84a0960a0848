import { defineConfig } from '@lingui/cli'
import { reviewedPo } from './src/build/reviewedPo.ts'
import { LOCALES, DEFAULT_LOCALE } from './src/lib/locale/locales.ts'

// Pages whose words load with them, not with every first load (their catalog modules import both languages):
// each feature folder's catalog holds the words of these files of it.
const PAGE_CATALOGS: Record<string, Array<string>> = {
  'api-docs': [
    'ApiDocsPage.tsx',
    'ApiReferenceStates.tsx',
    'ApiReferenceView.tsx',
    'MediaContentView.tsx',
    'OperationSection.tsx',
    'SchemaTree.tsx',
  ],
  cart: [
    'CheckoutForm.tsx',
    'CheckoutPage.tsx',
    'CheckoutTotal.tsx',
    'DeliveryChoice.tsx',
    'OrderConfirmationPage.tsx',
    'OrderStatusAnswer.tsx',
    'OrderStatusPage.tsx',
    'PurchaseExtras.tsx',
    'SwatchesPage.tsx',
    'useOrderStates.ts',
  ],
  download: ['DownloadPage.tsx', 'StoreBadges.tsx'],
  saved: ['SavedPage.tsx'],
}
const pageFiles = (feature: string) => PAGE_CATALOGS[feature]!.map((file) => `<rootDir>/src/features/${feature}/${file}`)

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  // A zh message not yet translated falls back to English at compile time.
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', ...Object.keys(PAGE_CATALOGS).flatMap(pageFiles)],
    },
    ...Object.keys(PAGE_CATALOGS).map((feature) => ({
      path: `<rootDir>/src/features/${feature}/locales/{locale}/messages`,
      include: pageFiles(feature),
    })),
    // The emails' words (server/src/plugins/email/emailTexts.ts), read by the server at run time.
    {
      path: '<rootDir>/server/locales/{locale}/messages',
      include: ['<rootDir>/server/src/plugins/email/emailTexts.ts'],
    },
  ],
  // A Chinese message whose English changed is flagged for review (src/build/reviewedPo.ts).
  format: reviewedPo({ lineNumbers: false }),
})
