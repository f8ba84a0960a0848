import type { TestProject } from 'vitest/node'
import { startShopEngine } from '../tools/build/shopEngine.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    shopOrigin: string
  }
}

/**
 * The unit tests read a real Vendure: one process for the run, API only, on a copy of the run's seeded data folder
 * seeded from the catalogue's data file (`SHOP_API_URL` reuses a shop that already runs).
 */
export default async function setup(project: TestProject) {
  const engine = await startShopEngine(new URL('..', import.meta.url).pathname)
  project.provide('shopOrigin', engine.origin)
  return engine.stop
}
