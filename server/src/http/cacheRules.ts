// Shared by `npm start`'s server and the static hosts' `_headers` file, so both cache the same way.

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

export const IMMUTABLE_PATTERNS = ['/assets/*', '/builds/meta/*'] as const

const HASHED_ASSET = /^\/(?:assets\/.+\.(?!html$)[a-z0-9]+|builds\/meta\/[\w-]+\.json)$/

export function cacheControlFor(pathname: string): string {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : REVALIDATE
}
