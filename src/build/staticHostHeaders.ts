import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { IMMUTABLE, IMMUTABLE_PATTERNS, REVALIDATE } from '../../server/src/http/cacheRules.ts'
import { apiOriginOf, inlineScriptHashes, securityHeaders } from '../../server/src/http/securityHeaders.ts'

/** Cloudflare Pages reads at most 100 rules and ignores the rest: better to fail the build. */
export const MAX_RULES = 100

type Rule = readonly [pattern: string, headers: Record<string, string>]

/**
 * The rules of a `_headers` file (Netlify, Cloudflare Pages) for a build: the security headers of
 * `npm start` on every path, then its cache rules. Both hosts join the values of a header set by
 * two matching rules, so Cache-Control is never set on `/*`: the patterns below do not overlap,
 * and anything else keeps the hosts' default, which revalidates too.
 */
function staticHostRules(distDir: string, { apiOrigin }: { apiOrigin?: string | undefined } = {}): Array<Rule> {
  const security = securityHeaders({ scriptHashes: inlineScriptHashes(distDir), apiOrigin, https: true })
  // Pages keep the hosts' default for HTML, which revalidates: one rule per prerendered page
  // would pass Cloudflare's 100-rule limit.
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
  return `# Written by src/build/staticHostHeaders.ts from the build; do not edit.\n${blocks.join('\n\n')}\n`
}

/**
 * Writes `<distDir>/_headers`. The build calls it once the HTML is written; a later step that
 * adds HTML files (prerendering) calls it again so its pages get their rules and hashes.
 * The API origin defaults to `VITE_API_BASE_URL` from the environment, as the build read it.
 */
export function writeStaticHostHeaders(
  distDir: string,
  { apiOrigin = apiOriginOf(process.env.VITE_API_BASE_URL) }: { apiOrigin?: string | undefined } = {},
): void {
  writeFileSync(join(distDir, '_headers'), renderHeadersFile(staticHostRules(distDir, { apiOrigin })))
}

/** Vite plugin: `dist/_headers` for static hosts, from the same function as `npm start`'s headers. */
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
