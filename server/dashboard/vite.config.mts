import { vendureDashboardPlugin } from '@vendure/dashboard/vite'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export default {
  base: '/dashboard/',
  root: import.meta.dirname,
  build: { outDir: join(import.meta.dirname, '../dist-dashboard'), emptyOutDir: true },
  plugins: [
    vendureDashboardPlugin({
      vendureConfigPath: pathToFileURL(join(import.meta.dirname, '../src/vendure-config.ts')),
      api: { host: 'auto', port: 'auto' },
      module: 'esm',
      gqlOutputPath: join(import.meta.dirname, '../dist-dashboard-gql'),
    }),
  ],
}
