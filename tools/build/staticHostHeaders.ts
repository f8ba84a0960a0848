import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { IMMUTABLE, IMMUTABLE_PATTERNS, REVALIDATE } from '../../server/src/http/cacheRules.ts'
import { apiOriginOf, inlineScriptHashes, securityHeaders } from '../../server/src/http/securityHeaders.ts'

/** Cloudflare Pages reads at most 100 rules and ignores the rest: better to fail the build. */
export const MAX_RULES = 100

type Rule = readonly [pattern: string, headers: Record<string, string>]

/** Both hosts join a header set by two matching rules: Cache-Control is never set on `/*`, and these patterns do not overlap. */
function staticHostRules(distDir: string, { apiOrigin }: { apiOrigin?: string | undefined } = {}): Array<Rule> {
  const security = securityHeaders({ scriptHashes: inlineScriptHashes(distDir), apiOrigin, https: true })
  const revalidated = ['/builds/latest.json']
  return [
    ['/*', security],
    ...IMMUTABLE_PATTERNS.map((pattern): Rule => [pattern, { 'Cache-Control': IMMUTABLE }]),
    ...revalidated.map((path): Rule => [path, { 'Cache-Control': REVALIDATE }]),
  ]
}

export function renderHeadersFile(rules: ReadonlyArray<Rule>): string {
  if (rules.length > MAX_RULES) throw new Error(`_headers: ${rules.length} rules, static hosts read at most ${MAX_RULES}`)
  const blocks = rules.map(([pattern, headers]) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `# Written by tools/build/staticHostHeaders.ts from the build; do not edit.\n${blocks.join('\n\n')}\n`
}

/** The prerender step calls it again once its pages exist, so their script hashes are included. */
export function writeStaticHostHeaders(
  distDir: string,
  { apiOrigin = apiOriginOf(process.env.VITE_API_BASE_URL) }: { apiOrigin?: string | undefined } = {},
): void {
  writeFileSync(join(distDir, '_headers'), renderHeadersFile(staticHostRules(distDir, { apiOrigin })))
}

export function staticHostHeaders(): Plugin {
  let outDir = 'dist'
  let apiOrigin: string | undefined
  return {
    name: 'shop:static-host-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      // config.env holds the VITE_ variables of the environment and of the .env files alike.
      apiOrigin = apiOriginOf(config.env.VITE_API_BASE_URL)
    },
    closeBundle() {
      writeStaticHostHeaders(outDir, { apiOrigin })
    },
  }
}
