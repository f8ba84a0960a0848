import { ROUTES } from '../../tests/e2e/fixtures.ts'

export type Locale = 'en' | 'zh'

/** One page of the benchmark, in one language. */
export type BenchPage = {
  /** The address measured: `/faq`, `/zh/faq`, `/zh` for the Chinese home page. */
  path: string
  /** The route without the locale prefix, as DESIGN.md section 2 lists it. */
  route: string
  locale: Locale
  /** Where a cold client-side navigation to this page starts (a page whose nav or footer links here); null: no link leads here. */
  linkFrom: string | null
}

/** The 404 page: any unknown path. */
export const NOT_FOUND_ROUTE = '/nope'

/** The checkout's pages, measured beside DESIGN.md's: the checkout, the swatches and the order lookup. */
const CHECKOUT_ROUTES = ['/checkout', '/swatches', '/order-status']

/** The account's: the header links to the first; the others from it. */
const ACCOUNT_ROUTES = ['/account', '/account/sign-in', '/account/register']

/** Pages with no nav or footer link to them: no route change is measured. */
const UNLINKED = new Set(['/coming-soon/test', NOT_FOUND_ROUTE, ...CHECKOUT_ROUTES, '/account/sign-in', '/account/register'])

export function localize(route: string, locale: Locale): string {
  if (locale === 'en') return route
  return route === '/' ? '/zh' : `/zh${route}`
}

/** The 12 pages of DESIGN.md section 2 (the e2e suite's list), the checkout's, the account's and the 404 page, in both languages. */
export function benchPages(filter: ReadonlyArray<string> | null): Array<BenchPage> {
  const routes = [...ROUTES.map((route) => route.path), ...CHECKOUT_ROUTES, ...ACCOUNT_ROUTES, NOT_FOUND_ROUTE]
  const pages: Array<BenchPage> = []
  for (const locale of ['en', 'zh'] as const) {
    for (const route of routes) {
      // Home is reached from the FAQ's "Shop" nav link; every other linked page from home.
      const from = UNLINKED.has(route) ? null : route === '/' ? '/faq' : '/'
      pages.push({ path: localize(route, locale), route, locale, linkFrom: from === null ? null : localize(from, locale) })
    }
  }
  if (!filter) return pages
  const unknown = filter.filter((path) => !pages.some((page) => page.path === path))
  if (unknown.length > 0) {
    throw new Error(`--pages: unknown page(s) ${unknown.join(', ')}; known: ${pages.map((p) => p.path).join(', ')}`)
  }
  return pages.filter((page) => filter.includes(page.path))
}
