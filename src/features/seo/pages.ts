export type PrerenderPage = {
  path: string
  // Listed in the sitemap: its own canonical address, and not marked noindex.
  indexable: boolean
}

const NOT_INDEXED = new Set(['/coming-soon', '/coming-soon/test', '/checkout', '/order-status', '/search', '/saved', '/compare'])

export function prerenderPaths(staticPaths: ReadonlyArray<string>, cataloguePages: ReadonlyArray<PrerenderPage>): Array<PrerenderPage> {
  return [...staticPaths.map((path) => ({ path, indexable: !NOT_INDEXED.has(path) })), ...cataloguePages]
}
