import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the video players come from (the videos page's facades open them). */
const VIDEO_PROVIDERS = ['https://www.youtube-nocookie.com', 'https://player.bilibili.com'] as const

/** Two years, subdomains included: what ASVS 3.4.1 asks (the Observatory wants at least six months). */
const HSTS = 'max-age=63072000; includeSubDomains'

/** Every HTML file of a build, relative to it: index.html now, the prerendered pages later. */
function htmlFiles(distDir: string): Array<string> {
  try {
    return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.html'))
      .sort()
  } catch {
    return []
  }
}

/**
 * CSP hashes of the inline scripts of every built HTML file (the theme script that runs before
 * paint), without repeats, in a stable order. The prerendered pages carry the same script, so
 * their pages add no hash, but a page that differed would be covered, not broken.
 */
export function inlineScriptHashes(distDir: string): Array<string> {
  const hashes = new Set<string>()
  for (const file of htmlFiles(distDir)) {
    const html = readFileSync(join(distDir, file), 'utf8')
    for (const [, body] of html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      )
    }
  }
  return [...hashes].sort()
}

/**
 * The origin of the API the build talks to (`VITE_API_BASE_URL`), for `connect-src`; nothing when
 * the API is the shop itself. Only the origin is kept, so a path or a stray `;` cannot reach the
 * policy.
 */
export function apiOriginOf(baseUrl: unknown): string | undefined {
  if (typeof baseUrl !== 'string' || baseUrl === '') return undefined
  try {
    const url = new URL(baseUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined // a relative base is the shop's own origin
  }
}

export type SecurityHeaderOptions = {
  /** `inlineScriptHashes(dist)`: the only inline scripts allowed to run. */
  scriptHashes: ReadonlyArray<string>
  /** `apiOriginOf(VITE_API_BASE_URL)`, when the API lives on another host. */
  apiOrigin?: string | undefined
  /** Answers over https also carry HSTS (browsers ignore it over plain http anyway). */
  https?: boolean
}

/**
 * The security headers of every answer: a strict Content-Security-Policy (own scripts plus the
 * hashes of the inline ones, no inline styles, Trusted Types), and the usual hardening headers.
 * `npm start`'s server and the `_headers` file of static hosts both come from here.
 */
export function securityHeaders({ scriptHashes, apiOrigin, https = false }: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    `frame-src ${VIDEO_PROVIDERS.join(' ')}`,
    "manifest-src 'self'",
    // Covered by default-src already; explicit because ASVS 3.4.3 names it.
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites may not embed the shop's files (no-cors); its own pages load them same-origin.
    'Cross-Origin-Resource-Policy': 'same-origin',
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
  }
}
