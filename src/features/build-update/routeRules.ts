// Redirects in the shape of radix3's `exportMatcher` (the original shop's build meta); keys have no locale prefix.
type RouteRule = { redirect?: string }
export type RouteRules = Record<string, RouteRule>
export type Matcher = {
  static: Record<string, RouteRule>
  wildcard: Record<string, RouteRule>
  dynamic: Record<string, unknown>
}

// Addresses of the old shop that shoppers still have in bookmarks.
export const ROUTE_RULES: RouteRules = {
  '/shop': { redirect: '/' },
  '/contact': { redirect: '/contact-us' },
  '/about': { redirect: '/our-story' },
  '/app': { redirect: '/download' },
  '/sale/**': { redirect: '/collections/sale' },
}

export function toMatcher(rules: RouteRules): Matcher {
  const matcher: Matcher = { static: {}, wildcard: {}, dynamic: {} }
  for (const [path, rule] of Object.entries(rules)) {
    if (path.endsWith('/**')) matcher.wildcard[path.slice(0, -3)] = rule
    else matcher.static[path] = rule
  }
  return matcher
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

export function findRedirect(matcher: Matcher, pathname: string): string | undefined {
  const path = withoutTrailingSlash(pathname)
  const exact = matcher.static[path]?.redirect
  if (exact) return exact
  const prefixes = Object.keys(matcher.wildcard)
    .filter((prefix) => path === prefix || path.startsWith(`${withoutTrailingSlash(prefix)}/`))
    .sort((a, b) => b.length - a.length)
  return prefixes.length > 0 ? matcher.wildcard[prefixes[0]!]?.redirect : undefined
}

export function isAllowedExternal(target: string, allowedHosts: ReadonlyArray<string>): boolean {
  try {
    const url = new URL(target)
    return url.protocol === 'https:' && allowedHosts.includes(url.host)
  } catch {
    return false
  }
}

export function isAbsolute(target: string): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(target)
}
