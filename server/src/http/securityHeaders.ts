import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const VIDEO_PROVIDERS = ['https://www.youtube-nocookie.com', 'https://player.bilibili.com'] as const

// Two years with subdomains, as ASVS 3.4.1 asks.
const HSTS = 'max-age=63072000; includeSubDomains'

function htmlFiles(distDir: string): Array<string> {
  try {
    return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.html'))
      .sort()
  } catch {
    return []
  }
}

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

// Only the origin is kept, so a path or a stray `;` cannot reach the policy.
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
  scriptHashes: ReadonlyArray<string>
  apiOrigin?: string | undefined
  https?: boolean
}

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
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}
