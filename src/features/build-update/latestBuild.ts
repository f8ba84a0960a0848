import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import { request } from '#domain/http'
import { BUILD_ID } from './buildId'

export const CHECK_INTERVAL_MS = 60 * 60 * 1000

const latestSchema = v.object({ id: v.pipe(v.string(), v.minLength(1)), timestamp: v.number() })
export type LatestBuild = v.InferOutput<typeof latestSchema>

export function isNewerBuild(latest: LatestBuild | undefined): boolean {
  return latest !== undefined && latest.id !== BUILD_ID
}

// No retry (the next hourly tick is the retry) and never on focus; it stops once the answer is yes.
export const latestBuildQueryOptions = () =>
  queryOptions({
    queryKey: ['build', 'latest'],
    queryFn: () =>
      request(`${import.meta.env.BASE_URL}builds/latest.json?${Date.now()}`, {
        schema: latestSchema,
        baseUrl: location.origin,
      }),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (isNewerBuild(query.state.data) ? false : CHECK_INTERVAL_MS),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
