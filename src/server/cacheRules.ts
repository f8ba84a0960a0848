/**
 * The shop's cache rules, shared by `npm start`'s server and the `_headers` file written for
 * static hosts, so that both cache the same way.
 */

/** Hashed assets and a build's meta (named by its id) never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else, the HTML and `builds/latest.json` first, is revalidated on every visit. */
export const REVALIDATE = 'no-cache'

/** The immutable paths as `_headers` patterns (a `*` matches the rest of the path). */
export const IMMUTABLE_PATTERNS = ['/assets/*', '/builds/meta/*'] as const

const HASHED_ASSET = /^\/(?:assets\/.+\.(?!html$)[a-z0-9]+|builds\/meta\/[\w-]+\.json)$/

export function cacheControlFor(pathname: string): string {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : REVALIDATE
}
