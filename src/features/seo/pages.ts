/** A page the build writes as HTML, by its path in the route tree (no locale prefix). */
export type PrerenderPage = {
  path: string
  /** Listed in the sitemap: its own canonical address, and not marked noindex. */
  indexable: boolean
}

/** Pages that exist but are not for search results (the launch teasers, the order request). */
const NOT_INDEXED = new Set(['/coming-soon', '/coming-soon/test', '/checkout'])

/** Every page the shop has: the static routes, and the catalogue's own (`cataloguePages`). */
export function prerenderPaths(staticPaths: ReadonlyArray<string>, cataloguePages: ReadonlyArray<PrerenderPage>): Array<PrerenderPage> {
  return [...staticPaths.map((path) => ({ path, indexable: !NOT_INDEXED.has(path) })), ...cataloguePages]
}
