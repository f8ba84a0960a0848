import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROUTES, SEARCH_INDEX, expect, documentFetches, markPrerenderedHeadings, shopRequestsBeforeHydration, test } from './fixtures'
import budgets from '../budgets.json' with { type: 'json' }

const DIST = join(import.meta.dirname, '..', '..', 'dist')
// The pages of the checkout and the account too, whose first load is the shell and their header: the cart's code comes with the cart.
const PAGES = [...ROUTES.map((route) => route.path), '/checkout', '/swatches', '/order-status', '/account', '/account/sign-in', '/nope']

/** The bytes `npm start` sends a browser that accepts gzip: the precompressed copy, or the file itself where no copy is smaller. */
function sentSize(path: string): number {
  const file = join(DIST, path)
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size
}

for (const locale of ['en', 'zh'] as const) {
  test(`every page's first load stays within the byte budgets, hydrates its own markup asking Vendure nothing before, and fetches no search index unasked (${locale})`, async ({
    page,
  }) => {
    test.slow() // every page, each until the network is idle
    const addressOf = (path: string) => (locale === 'zh' ? `/zh${path === '/' ? '' : path}` : path)
    const marked = new Set(ROUTES.map(({ path }) => addressOf(path)))
    await markPrerenderedHeadings(page, marked)
    // Links on screen fetch ahead only once the page is interactive.
    const beforeHydration = await shopRequestsBeforeHydration(page)
    const indexRequests: Array<string> = []
    page.on('request', (request) => void (SEARCH_INDEX.test(request.url()) && indexRequests.push(request.url())))
    const rows: Array<string> = []
    for (const path of PAGES) {
      const address = addressOf(path)
      await page.goto(address, { waitUntil: 'networkidle' })
      await expect(page.locator('html[data-interactive]')).toHaveCount(1)
      if (marked.has(address)) await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-from-html', '')
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The first load is what this document fetched before it was interactive; later fetches are idle-time prefetching.
      const fetched = (await documentFetches(page)).filter((fetch) => fetch.beforeInteractive).map((fetch) => fetch.path)
      const assets = new Set(fetched.filter((path) => /\.(js|css)$/.test(path)))
      const js = [...assets].filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + sentSize(a), 0)
      const css = [...assets].filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + sentSize(a), 0)
      // The page as served (unmarked): its prerendered HTML, or the 404 page in its language.
      const html = gzipSync(await (await page.request.get(address)).body(), { level: 9 }).length
      rows.push(`${path} js=${js} css=${css} html=${html}`)
      expect.soft(js, `${path}: first-load JS (gzip)`).toBeLessThanOrEqual(budgets.target.firstLoadJsGzip)
      expect.soft(css, `${path}: first-load CSS (gzip)`).toBeLessThanOrEqual(budgets.target.firstLoadCssGzip)
      expect.soft(html, `${path}: HTML (gzip)`).toBeLessThanOrEqual(budgets.target.htmlGzip)
      expect.soft(indexRequests.splice(0), `${path}: the search index, unasked`).toEqual([])
      expect.soft(beforeHydration.splice(0), `${path}: Shop API requests before it was interactive`).toEqual([])
      await page.context().clearCookies()
    }
    test.info().annotations.push({ type: 'first-load bytes', description: rows.join('\n') })
    console.log(rows.join('\n'))
  })
}
