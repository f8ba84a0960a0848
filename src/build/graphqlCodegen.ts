/**
 * Run by `npm run schema` (after it writes the schema): types the storefront's GraphQL documents (`src/**\/*.graphql`) from the Shop
 * API's schema (`npm run schema` writes it from the server's config). The documents are plain
 * strings at run time (`documentMode: 'string'`): no GraphQL client or parser reaches the browser.
 */
import type { CodegenConfig } from '@graphql-codegen/cli'

const config: CodegenConfig = {
  schema: 'server/schema/shop-api.graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    'src/lib/storefront/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        onlyOperationTypes: true,
        useTypeImports: true,
        skipTypename: true,
        scalars: { Money: 'number', DateTime: 'string', JSON: 'unknown', ID: 'string' },
      },
    },
  },
}

export default config
