/** Run by `npm run schema`; documents stay strings at run time (`documentMode: 'string'`): no GraphQL client reaches the browser. */
import type { CodegenConfig } from '@graphql-codegen/cli'

// Each output holds only its own documents: a chunk that imports the catalogue's never carries the cart's.
const output = (documents: Array<string>) => ({
  documents,
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
  config: {
    documentMode: 'string',
    enumsAsTypes: true,
    onlyOperationTypes: true,
    useTypeImports: true,
    skipTypename: true,
    scalars: { Money: 'number', DateTime: 'string', JSON: 'unknown', ID: 'string' },
  },
})

const config: CodegenConfig = {
  schema: 'server/schema/shop-api.graphql',
  generates: {
    'src/lib/storefront/graphql/': output(['src/lib/**/*.graphql']),
    'src/features/cart/graphql/': output(['src/features/cart/**/*.graphql']),
  },
}

export default config
