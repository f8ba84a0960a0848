import { randomUUID } from 'node:crypto'
import type { Plugin } from 'vite'
import type { RouteRules } from '../../src/features/build-update/routeRules.ts'
import { toMatcher } from '../../src/features/build-update/routeRules.ts'

/** `builds/latest.json` and `builds/meta/{id}.json` tell running tabs that a newer build is out and which route rules apply. */
export function buildManifest(rules: RouteRules): Plugin {
  let id = 'dev'
  return {
    name: 'shop:build-manifest',
    config(_config, { command, mode }) {
      id = command === 'build' ? (process.env.BUILD_ID ?? randomUUID()) : mode === 'test' ? 'test' : 'dev'
      return { define: { __BUILD_ID__: JSON.stringify(id) } }
    },
    generateBundle() {
      const timestamp = Date.now()
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id, timestamp }) })
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${id}.json`,
        source: JSON.stringify({ id, timestamp, matcher: toMatcher(rules), prerendered: [] }),
      })
    },
  }
}
