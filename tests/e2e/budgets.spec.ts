import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROUTES, SEARCH_INDEX, expect, documentFetches, test } from './fixtures'
import budgets from '../budgets.json' with { type: 'json' }

const DIST = join(import.meta.dirname, '..', '..', 'dist')
// The pages of the checkout too, whose first load is the shell and their header: the cart's code comes with the cart.
const PAGES = [...ROUTES.map((route) => route.path), '/checkout', '/swatches', '/order-status', '/nope']

/** The gzip size of a built file, as `npm start` serves it. */
function gzipSize(path: string): number {
  const file = join(DIST, path)
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size
  return gzipSync(readFileSync(file), { level: 9 }).length
}

for (const locale of ['en', 'zh'] as const) {
  test(`first-load bytes of every page stay within the budgets, and no page fetches the search index unasked (${locale})`, async ({
    page,
  }) => {
    test.slow() // every page, each until the network is idle
    const indexRequests: Array<string> = []
    page.on('request', (request) => void (SEARCH_INDEX.test(request.url()) && indexRequests.push(request.url())))
    const rows: Array<string> = []
    for (const path of PAGES) {
      const address = locale === 'zh' ? `/zh${path === '/' ? '' : path}` : path
      const response = await page.goto(address, { waitUntil: 'networkidle' })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The first load is what this document fetched before it was interactive; later fetches are idle-time prefetching.
      const fetched = (await documentFetches(page)).filter((fetch) => fetch.beforeInteractive).map((fetch) => fetch.path)
      const assets = new Set(fetched.filter((path) => /\.(js|css)$/.test(path)))
      const js = [...assets].filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + gzipSize(a), 0)
      const css = [...assets].filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + gzipSize(a), 0)
      // The page as served: its prerendered HTML, or the 404 page in its language.
      const html = gzipSync(await response!.body(), { level: 9 }).length
      rows.push(`${path} js=${js} css=${css} html=${html}`)
      expect.soft(js, `${path}: first-load JS (gzip)`).toBeLessThanOrEqual(budgets.target.firstLoadJsGzip)
      expect.soft(css, `${path}: first-load CSS (gzip)`).toBeLessThanOrEqual(budgets.target.firstLoadCssGzip)
      expect.soft(html, `${path}: HTML (gzip)`).toBeLessThanOrEqual(budgets.target.htmlGzip)
      expect.soft(indexRequests.splice(0), `${path}: the search index, unasked`).toEqual([])
      await page.context().clearCookies()
    }
    test.info().annotations.push({ type: 'first-load bytes', description: rows.join('\n') })
    console.log(rows.join('\n'))
  })
}
