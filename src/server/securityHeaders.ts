import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the video players come from (the videos page's facades open them). */
const VIDEO_PROVIDERS = ['https://www.youtube-nocookie.com', 'https://player.bilibili.com']

/** CSP hashes of the inline scripts of the built index.html (the theme script that runs before paint). */
export function inlineScriptHashes(distDir: string): Array<string> {
  let html = ''
  try {
    html = readFileSync(join(distDir, 'index.html'), 'utf8')
  } catch {
    return []
  }
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`,
  )
}

/**
 * The security headers of every answer: a strict Content-Security-Policy (own scripts plus the
 * hashes of the inline ones, no inline styles, Trusted Types), and the usual hardening headers.
 */
export function securityHeaders({ scriptHashes, apiOrigin }: { scriptHashes: ReadonlyArray<string>; apiOrigin?: string | undefined }) {
  const csp = [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    `frame-src ${VIDEO_PROVIDERS.join(' ')}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  }
}
