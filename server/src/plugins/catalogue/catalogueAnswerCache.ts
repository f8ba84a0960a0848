import type { ApolloServerPlugin, BaseContext, GraphQLRequestContext } from '@apollo/server'
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled'
import responseCachePlugin from '@apollo/server-plugin-response-cache'
import type { ApiOptions } from '@vendure/core'
import { Kind } from 'graphql'
import { catalogueVersion } from '../../storefront/catalogueEvents.js'

// Cached per catalogue version (docs/performance.md); not `search`, whose counts change when the index job ends, after the event.
const CATALOGUE_FIELDS = new Set(['product', 'products', 'collection', 'collections'])
const MAX_AGE_SECONDS = 3600
const CHANNEL_TOKEN = 'vendure-token'

type HttpContext = { req?: { originalUrl?: string; query?: Record<string, unknown>; headers?: Record<string, unknown> } }
type OperationContext = GraphQLRequestContext<BaseContext>

const requestOf = (context: OperationContext) => (context.contextValue as HttpContext).req

function isCatalogueRead(context: OperationContext): boolean {
  const operation = context.operation
  if (operation?.operation !== 'query') return false
  if (!requestOf(context)?.originalUrl?.startsWith('/shop-api')) return false
  return operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && CATALOGUE_FIELDS.has(selection.name.value))
}

const catalogueReadsArePublic: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation(context) {
        if (isCatalogueRead(context)) context.overallCachePolicy.replace({ maxAge: MAX_AGE_SECONDS, scope: 'PUBLIC' })
      },
    }
  },
}

const plugins: Array<ApolloServerPlugin> = [
  // The policy is the operation's: no field hints, and no Cache-Control header on the answer to a POST.
  ApolloServerPluginCacheControlDisabled(),
  catalogueReadsArePublic,
  responseCachePlugin({
    shouldReadFromCache: async (context) => isCatalogueRead(context),
    shouldWriteToCache: async (context) => isCatalogueRead(context),
    extraCacheKeyData: async (context) => {
      const request = requestOf(context)
      return {
        catalogue: catalogueVersion(),
        languageCode: request?.query?.languageCode,
        currencyCode: request?.query?.currencyCode,
        channel: request?.query?.[CHANNEL_TOKEN] ?? request?.headers?.[CHANNEL_TOKEN],
      }
    },
  }),
]

// The same plugins: this ES module sees Apollo's ESM declarations, Vendure's config its CommonJS ones.
export const catalogueAnswerCache = plugins as unknown as NonNullable<ApiOptions['apolloServerPlugins']>
