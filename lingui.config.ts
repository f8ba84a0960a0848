import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { LOCALES, DEFAULT_LOCALE } from './src/features/locale/locales.ts'

/**
 * Features whose words load with their pages (each has `messages.ts` and `locales/{locale}/`).
 * Everything else (layout, errors, forms, the cart button) is in the shell's catalog, which every
 * page loads: the first load carries the shell's words and its page's, not the whole shop's.
 */
const PAGE_FEATURES = ['api-docs', 'business', 'catalogue', 'coming-soon', 'contact', 'download', 'faq', 'home', 'story', 'videos']
/** The cart's drawer and checkout load when wanted; its header button is on every page. */
const CART_WHEN_WANTED = ['CartDrawer.tsx', 'CheckoutPage.tsx', 'useCartLines.ts'].map((file) => `<rootDir>/src/features/cart/${file}`)
const NOT_SHIPPED = ['**/*.test.*', '<rootDir>/src/server/**']

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  // A zh message not yet translated falls back to English at compile time.
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_SHIPPED, ...CART_WHEN_WANTED, ...PAGE_FEATURES.map((feature) => `<rootDir>/src/features/${feature}/**`)],
    },
    ...PAGE_FEATURES.map((feature) => ({
      path: `<rootDir>/src/features/${feature}/locales/{locale}/messages`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: NOT_SHIPPED,
    })),
    { path: '<rootDir>/src/features/cart/locales/{locale}/messages', include: CART_WHEN_WANTED },
  ],
  format: formatter({ lineNumbers: false }),
})
