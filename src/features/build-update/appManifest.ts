import * as v from 'valibot'
import { request } from '@/lib/http'
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

let pending: Promise<AppManifest> | undefined
let loaded: AppManifest | undefined

// A failed fetch or a malformed answer is forgotten, so the next caller tries again.
export function getAppManifest(): Promise<AppManifest> {
  pending ??= request(`${import.meta.env.BASE_URL}builds/meta/${BUILD_ID}.json`, {
    schema: manifestSchema,
    baseUrl: location.origin,
  }).then(
    (manifest) => (loaded = manifest),
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

export function loadedAppManifest(): AppManifest | undefined {
  return loaded
}

type NetworkInformation = { effectiveType?: string }

export function prefetchAppManifest(): void {
  whenIdle(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
    if (connection?.effectiveType === 'slow-2g') return
    setTimeout(() => {
      getAppManifest().catch((error: unknown) => console.warn('Could not load the build meta:', error))
    }, 1000)
  })
}

export function resetAppManifestForTests() {
  pending = undefined
  loaded = undefined
}
