import * as v from 'valibot'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { request } from '#domain/http'
import { whenIdle } from '@/lib/whenIdle'
import { BUILD_ID } from './buildId'
import type { Matcher } from './routeRules'

const ruleSchema = v.object({ redirect: v.optional(v.string()) })
const manifestSchema = v.object({
  id: v.string(),
  timestamp: v.number(),
  matcher: v.object({
    static: v.record(v.string(), ruleSchema),
    wildcard: v.record(v.string(), ruleSchema),
    dynamic: v.record(v.string(), v.unknown()),
  }),
  prerendered: v.array(v.string()),
})
export type AppManifest = { id: string; timestamp: number; matcher: Matcher; prerendered: Array<string> }

// Fetched once per session in idle time; until it is there, the route rules compiled into the app apply.
export const appManifestQueryOptions = () =>
  queryOptions({
    queryKey: ['build', 'meta', BUILD_ID],
    queryFn: (): Promise<AppManifest> =>
      request(`${import.meta.env.BASE_URL}builds/meta/${BUILD_ID}.json`, { schema: manifestSchema, baseUrl: location.origin }),
    staleTime: Number.POSITIVE_INFINITY,
    // Nothing observes it (the route rules read the cache): the default would drop it after 5 minutes.
    gcTime: Number.POSITIVE_INFINITY,
  })

type NetworkInformation = { effectiveType?: string }

export function prefetchAppManifest(queryClient: QueryClient): void {
  whenIdle(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
    if (connection?.effectiveType === 'slow-2g') return
    setTimeout(() => {
      queryClient.fetchQuery(appManifestQueryOptions()).catch((error: unknown) => console.warn('Could not load the build meta:', error))
    }, 1000)
  })
}
