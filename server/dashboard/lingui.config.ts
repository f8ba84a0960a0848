import { defineConfig } from '@lingui/cli'
import { reviewedPo } from '../../tools/build/reviewedPo.ts'

// The plugins' Dashboard extensions, in the Dashboard's own locale codes (its Chinese is `zh_Hans`):
// each plugin's catalogs sit in its dashboard folder, where the Dashboard's Vite plugin finds them.
const PLUGINS_WITH_EXTENSIONS = ['submissions', 'back-office', 'after-sale']

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh_Hans'],
  fallbackLocales: { default: 'en' },
  catalogs: PLUGINS_WITH_EXTENSIONS.map((plugin) => ({
    path: `<rootDir>/../src/plugins/${plugin}/dashboard/locales/{locale}`,
    include: [`<rootDir>/../src/plugins/${plugin}/dashboard`],
  })),
  // A Chinese message whose English changed is flagged for review (tools/build/reviewedPo.ts).
  format: reviewedPo({ lineNumbers: false }),
})
