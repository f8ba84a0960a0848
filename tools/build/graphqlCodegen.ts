/** Run by `npm run schema`; documents stay strings at run time (`documentMode: 'string'`): no GraphQL client reaches the browser. */
import type { CodegenConfig } from '@graphql-codegen/cli'

// One root for every document of the storefront (docs/decisions.md#one-graphql-codegen-root).
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
    'domain/storefront/graphql/': output(['domain/storefront/*.graphql']),
  },
}

export default config
