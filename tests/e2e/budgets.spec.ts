import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROUTES, expect, test } from './fixtures'
import budgets from '../budgets.json' with { type: 'json' }

const DIST = join(import.meta.dirname, '..', '..', 'dist')
const PAGES = [...ROUTES.map((route) => route.path), '/nope']

/** The gzip size of a built file, as `npm start` serves it. */
function gzipSize(path: string): number {
  const file = join(DIST, path)
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size
  return gzipSync(readFileSync(file), { level: 9 }).length
}

for (const locale of ['en', 'zh'] as const) {
  test(`first-load bytes of every page stay within the budgets (${locale})`, async ({ page }) => {
    const rows: Array<string> = []
    for (const path of PAGES) {
      const requested: Array<import('@playwright/test').Request> = []
      const listener = (request: import('@playwright/test').Request) => void requested.push(request)
      page.on('request', listener)
      const address = locale === 'zh' ? `/zh${path === '/' ? '' : path}` : path
      const response = await page.goto(address, { waitUntil: 'networkidle' })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      page.off('request', listener)
      // The first load is what this document asks for before it is interactive: later requests are
      // idle-time prefetching, earlier ones the previous page's (its idle prefetching can outlast 'networkidle').
      const [navigationStart, interactiveAt] = await page.evaluate(() => [
        performance.timeOrigin,
        performance.timeOrigin + performance.getEntriesByName('shop:interactive')[0]!.startTime,
      ])
      const assets = new Set(
        requested
          .filter((request) => request.timing().startTime >= navigationStart! && request.timing().startTime < interactiveAt!)
          .map((request) => new URL(request.url()).pathname)
          .filter((path) => /\.(js|css)$/.test(path)),
      )
      const js = [...assets].filter((a) => a.endsWith('.js')).reduce((sum, a) => sum + gzipSize(a), 0)
      const css = [...assets].filter((a) => a.endsWith('.css')).reduce((sum, a) => sum + gzipSize(a), 0)
      // The page as served: its prerendered HTML, or the 404 page in its language.
      const html = gzipSync(await response!.body(), { level: 9 }).length
      rows.push(`${path} js=${js} css=${css} html=${html}`)
      expect.soft(js, `${path}: first-load JS (gzip)`).toBeLessThanOrEqual(budgets.target.firstLoadJsGzip)
      expect.soft(css, `${path}: first-load CSS (gzip)`).toBeLessThanOrEqual(budgets.target.firstLoadCssGzip)
      expect.soft(html, `${path}: HTML (gzip)`).toBeLessThanOrEqual(budgets.target.htmlGzip)
      await page.context().clearCookies()
    }
    test.info().annotations.push({ type: 'first-load bytes', description: rows.join('\n') })
    console.log(rows.join('\n'))
  })
}
