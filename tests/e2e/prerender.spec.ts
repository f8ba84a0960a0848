import type { Page } from '@playwright/test'
import {
  test,
  expect,
  ROUTES,
  documentFetches,
  markPrerenderedHeadings,
  scriptsListed,
  shopQueryName,
  shopQueryOf,
  shopRequestsBeforeHydration,
} from './fixtures'

const SEED_PRODUCT = '/collections/kova/products/kova-l-shape-ottoman'
const inLocale = (path: string, locale: 'en' | 'zh') => (locale === 'en' ? path : path === '/' ? '/zh' : `/zh${path}`)

/** The pages the build says it prerendered (`builds/meta/{id}.json`). */
async function prerenderedPages(request: import('@playwright/test').APIRequestContext): Promise<Array<string>> {
  const { id } = (await (await request.get('/builds/latest.json')).json()) as { id: string }
  const meta = (await (await request.get(`/builds/meta/${id}.json`)).json()) as { prerendered: Array<string> }
  return meta.prerendered
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading, text] of [
    ['/faq', 'Frequently asked questions', 'Can I change my order after placing it?'],
    ['/zh/faq', '常见问题', '下单后还能修改订单吗？'],
    [SEED_PRODUCT, 'Kova L-shape ottoman', 'Push it against the end of a Kova sofa'],
    ['/collections/sale', 'Sale', 'Past colours and showroom pieces'],
  ] as const) {
    test(`${path} shows its heading and content from the HTML alone`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(text)
      await expect(page.getByRole('navigation', { name: /Main|主导航/ })).toBeVisible()
    })
  }
})

test('every prerendered page names itself: title, description, canonical, hreflang en, zh and x-default', async ({ request }) => {
  const pages = await prerenderedPages(request)
  expect(pages.length).toBeGreaterThan(100)
  for (const [path, locale] of [
    ['/faq', 'en'],
    ['/zh/faq', 'zh'],
    [SEED_PRODUCT, 'en'],
    ['/zh', 'zh'],
  ] as const) {
    expect(pages, `${path} (${locale}) is prerendered`).toContain(path)
  }
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, path).toMatch(/<title>[^<]+<\/title>/)
    expect(head, path).toMatch(/<meta name="description" content="[^"]{10,}"/)
    expect(head, path).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/)
    // HTML attribute names are case-insensitive (React writes `hrefLang`).
    for (const lang of ['en', 'zh', 'x-default']) expect(head, `${path} ${lang}`).toMatch(new RegExp(`hreflang="${lang}"`, 'i'))
    expect(head, path).toMatch(/<meta property="og:title"/)
    expect(html.match(/<title>/g), path).toHaveLength(1)
  }
})

test('the coming-soon pages and the 404 page are not for search engines', async ({ request }) => {
  for (const path of ['/coming-soon', '/zh/coming-soon/test', '/nope']) {
    expect(await (await request.get(path)).text(), path).toContain('<meta name="robots" content="noindex"/>')
  }
  expect(await (await request.get('/faq')).text()).not.toContain('noindex')
})

/** The JSON-LD nodes of a page's HTML. */
async function structuredData(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as { '@type': string },
  )
}

/** The first node of a type, read as the shape the test expects. */
function nodeOf<T>(nodes: ReadonlyArray<{ '@type': string }>, type: string): T {
  return nodes.find((node) => node['@type'] === type) as unknown as T
}

test('the product page carries Product data with price, currency and availability, and breadcrumbs', async ({ request }) => {
  const data = await structuredData(request, SEED_PRODUCT)
  const product = nodeOf<{ name: string; offers: Array<Record<string, string>> }>(data, 'Product')
  expect(product.name).toBe('Kova L-shape ottoman')
  expect(product.offers.length).toBeGreaterThan(0)
  for (const offer of product.offers) {
    expect(Number(offer.price)).toBeGreaterThan(0)
    expect(offer.priceCurrency).toBe('USD')
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|BackOrder|OutOfStock)$/)
  }
  const zh = await structuredData(request, `/zh${SEED_PRODUCT}`)
  expect(nodeOf<{ offers: Array<{ priceCurrency: string }> }>(zh, 'Product').offers[0]?.priceCurrency).toBe('CNY')
  const crumbs = nodeOf<{ itemListElement: Array<{ name: string }> }>(data, 'BreadcrumbList')
  expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Shop', 'Kova modular sofa', 'Kova L-shape ottoman'])
})

test('structured data per page type: Organization, ItemList, FAQPage, VideoObject', async ({ request }) => {
  expect((await structuredData(request, '/')).map((node) => node['@type'])).toContain('Organization')
  // The team a shopper reaches is the page's market's.
  expect(nodeOf<{ email: string; telephone: string }>(await structuredData(request, '/'), 'Organization')).toMatchObject({
    email: 'hello@woodnest.com',
    telephone: '+14155550142',
  })
  expect(nodeOf<{ email: string; telephone: string }>(await structuredData(request, '/zh'), 'Organization')).toMatchObject({
    email: 'nihao@woodnest.com',
    telephone: '+862155550142',
  })
  const sale = await structuredData(request, '/collections/sale')
  expect(sale.map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList'])
  const faq = nodeOf<{ mainEntity: Array<{ name: string }> }>(await structuredData(request, '/zh/faq'), 'FAQPage')
  expect(faq.mainEntity.length).toBeGreaterThan(20)
  expect(faq.mainEntity[0]?.name).toBe('下单后还能修改订单吗？')
  expect((await structuredData(request, '/videos')).filter((node) => node['@type'] === 'VideoObject').length).toBeGreaterThan(3)
})

test('each language in each market is a page of its own: its prices, data, team and 404 in the HTML, every market in its alternates', async ({
  request,
}) => {
  const offers = async (path: string) =>
    nodeOf<{ offers: Array<{ priceCurrency: string }> }>(await structuredData(request, path), 'Product').offers[0]?.priceCurrency
  expect(await offers(`/zh-us${SEED_PRODUCT}`)).toBe('USD')
  expect(await offers(`/en-cn${SEED_PRODUCT}`)).toBe('CNY')
  const chineseInUs = await (await request.get('/zh-us/collections/sale')).text()
  expect(chineseInUs).toMatch(/US\$[\d,]+/)
  expect(chineseInUs).not.toMatch(/¥[\d,]+/)
  expect(chineseInUs).toContain('<html lang="zh-CN"')
  expect(await (await request.get('/en-cn/contact-us')).text()).toContain('021 5555 0142')
  const head = await (await request.get('/faq')).text()
  expect(head).toMatch(/hreflang="en-CN" href="https:\/\/woodnest\.com\/en-cn\/faq"/i)
  expect(head).toMatch(/hreflang="zh-US" href="https:\/\/woodnest\.com\/zh-us\/faq"/i)
  const missing = await request.get('/zh-us/nope')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('页面未找到')
  // One address per page: the language's own market is never named.
  for (const path of ['/zh-cn/faq', '/en-us/faq', '/zh-xx/faq']) expect((await request.get(path)).status(), path).toBe(404)
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain('<loc>https://woodnest.com/zh-us/faq</loc>')
  expect(xml).toContain('hreflang="en-CN" href="https://woodnest.com/en-cn/faq"')
})

test('npm start answers 404 for unknown paths, 200 for pages, and serves robots.txt and sitemap.xml as files', async ({ request }) => {
  expect((await request.get('/faq')).status()).toBe(200)
  expect((await request.get('/zh/faq')).status()).toBe(200)
  const missing = await request.get('/nope')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Page not found')
  const missingZh = await request.get('/zh/nope')
  expect(missingZh.status()).toBe(404)
  expect(await missingZh.text()).toContain('页面未找到')
  expect((await request.get('/collections/nope')).status()).toBe(404)

  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await robots.text()).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  const xml = await sitemap.text()
  expect(xml).toContain('<loc>https://woodnest.com/zh/faq</loc>')
  expect(xml).toContain('hreflang="x-default"')
  expect(xml).not.toContain('coming-soon')
})

test.describe('hydration', () => {
  // With links on screen fetching ahead (no Save-Data), in every page's first load: budgets.spec.ts.
  for (const locale of ['en', 'zh'] as const) {
    test(`every page hydrates without a warning and without fetching its data again (${locale})`, async ({ page }) => {
      test.slow() // twelve pages, each until its network is idle
      // Save-Data turns off fetching ahead for links on screen, so any API request would be the page's own.
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
      await markPrerenderedHeadings(page, new Set(ROUTES.map(({ path }) => inLocale(path, locale))))
      const apiRequests: Array<string> = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url())
      })
      // The page asks Vendure again only once it has hydrated (revalidation).
      const beforeHydration = await shopRequestsBeforeHydration(page)
      for (const { path } of ROUTES) {
        await page.goto(inLocale(path, locale))
        await expect(page.locator('html[data-interactive]')).toHaveCount(1)
        await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-from-html', '')
        await page.waitForLoadState('networkidle')
      }
      expect(beforeHydration).toEqual([])
      expect(apiRequests).toEqual([])
    })
  }

  test('links on screen fetch their page’s data before a tap, and the page in the other language too; not with Save-Data', async ({
    browser,
  }) => {
    const visit = async (saveData: boolean) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
      const page = await context.newPage()
      if (saveData) await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
      const api: Array<string> = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        const query = shopQueryOf(request)
        if (query) api.push(shopQueryName(query))
        else if (pathname.startsWith('/api/')) api.push(pathname)
      })
      await page.goto('/')
      await expect(page.locator('html[data-interactive]')).toHaveCount(1)
      if (saveData) {
        await page.waitForTimeout(3_000)
        await page.waitForLoadState('networkidle')
      } else {
        // The hero's product is on screen at once; the home page in Chinese is one switch away.
        const ahead = ['Product:en:kova-l-shape-ottoman', 'Highlights:zh']
        await expect.poll(() => ahead.filter((name) => !api.includes(name)), { timeout: 15_000 }).toEqual([])
      }
      await context.close()
      return api
    }
    await visit(false)
    // With Save-Data, the page asks for its own catalogue and the shop's terms again (they may have changed since the build), and nothing ahead.
    expect((await visit(true)).sort()).toEqual(['Collections:en', 'Highlights:en', 'ShopTerms:en'])
  })

  for (const path of ['/faq', '/zh/collections/kova/products/kova-l-shape-ottoman', '/zh', '/collections/sale']) {
    test(`${path} lists in its HTML every script it starts with, its words included (no round trip after start)`, async ({ page }) => {
      const listed = await scriptsListed(page, path)
      await page.goto(path)
      await expect(page.locator('html[data-interactive]')).toHaveCount(1)
      // What is fetched once the page is interactive (the other language's words) is idle prefetching;
      // the price format worker's script (initiator "other") is no module of the page.
      const startedWith = (await documentFetches(page))
        .filter((fetch) => fetch.beforeInteractive && fetch.initiatorType !== 'other' && fetch.path.endsWith('.js'))
        .map((fetch) => fetch.path)
      expect(startedWith.length).toBeGreaterThan(3)
      expect(startedWith.filter((file) => !listed.has(file))).toEqual([])
    })
  }

  for (const path of ['/faq', '/zh/collections/sale']) {
    test(`${path} requests no script before its first contentful paint is on screen`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html[data-interactive]')).toHaveCount(1)
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }))
      expect(paint).not.toBeNull()
      expect(scripts.length).toBeGreaterThan(3)
      expect(scripts.filter((script) => script.startTime < paint!)).toEqual([])
    })
  }

  test('the 404 page hydrates and then names the address', async ({ page }) => {
    await page.goto('/zh/no-such-page?x=1')
    await expect(page.getByRole('heading', { level: 1, name: '页面未找到：/zh/no-such-page?x=1' })).toBeVisible()
  })

  test('the 404 page names no address of its own, and the next page has exactly one', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /no-such-page' })).toBeVisible()
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]')).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://woodnest.com/')
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5)
  })

  test('after hydration, links navigate in the app without loading a document', async ({ page }) => {
    await page.goto('/faq')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    await expect(page).toHaveTitle('Contact us · Woodnest')
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
    // Head tags follow the page.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://woodnest.com/contact-us')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  })

  test.describe('on a phone 20x slower', () => {
    // Two of these at once on a 2-core machine starve each other: one after the other.
    test.describe.configure({ mode: 'serial' })

    test('a layout link clicked before the page content has hydrated opens the next page, without a hydration error', async ({ page }) => {
      test.slow()
      // React hydrates the layout first and the route's content in a later pass; a slow CPU makes
      // the gap wide enough to click in (TanStack/router#8306).
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
      const loading = page.goto('/')
      const layoutReadyBeforeContent = await page.waitForFunction(
        () => {
          const sale = [...document.querySelectorAll('footer a')].find((link) => link.textContent === 'Sale')
          const hydrated = sale && Object.keys(sale).some((key) => key.startsWith('__reactProps'))
          return hydrated && { contentHydrated: 'interactive' in document.documentElement.dataset }
        },
        null,
        { polling: 5, timeout: 60_000 },
      )
      expect(await layoutReadyBeforeContent.jsonValue(), 'the click must land before the content hydrates').toEqual({
        contentHydrated: false,
      })
      await page.locator('footer').getByRole('link', { name: 'Sale' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sale', { timeout: 45_000 })
      await loading
      // The fixture fails the test on the "Hydration mismatch" React would log.
    })

    test('links on screen fetch their pages only once the page is interactive', async ({ page }) => {
      test.slow()
      // The layout hydrates before the page's content: preloading its links meanwhile would compete with it.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
      const home = await scriptsListed(page, '/')
      const contactOnly = [...(await scriptsListed(page, '/contact-us'))].filter((script) => !home.has(script))
      expect(contactOnly.length, 'the contact page has code the home page does not load').toBeGreaterThan(0)
      await page.goto('/')
      // The header's "Contact us" is on screen: its code comes without a tap, after the page is interactive.
      const contactFetches = async () => (await documentFetches(page)).filter((fetch) => contactOnly.includes(fetch.path))
      const missing = async () => {
        const fetched = new Set((await contactFetches()).map((fetch) => fetch.path))
        return contactOnly.filter((script) => !fetched.has(script))
      }
      await expect.poll(missing, { timeout: 60_000 }).toEqual([])
      expect((await contactFetches()).filter((fetch) => fetch.beforeInteractive)).toEqual([])
    })
  })

  test('a page with search params renders them, not the prerendered default', async ({ page }) => {
    await page.goto(`${SEED_PRODUCT}?orientation=right`)
    const orientation = page.getByRole('group', { name: /Orientation/ })
    await expect(orientation.getByRole('link', { name: 'Right' })).toHaveAttribute('aria-current', /.+/)
    await expect(orientation.getByRole('link', { name: 'Left' })).not.toHaveAttribute('aria-current', /.+/)
  })

  test('a prerendered product page brings its delivery dates and swatch offer once hydrated, in both languages', async ({ page }) => {
    for (const [path, form, swatch] of [
      [SEED_PRODUCT, 'Delivery dates', 'Order a free swatch of Oat bouclé'],
      [`/zh${SEED_PRODUCT}`, '送达日期', '免费索取燕麦色圈圈绒面料样品'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('html[data-interactive]')).toHaveCount(1)
      await expect(page.getByRole('form', { name: form })).toBeVisible()
      await expect(page.getByRole('button', { name: swatch })).toBeVisible()
    }
  })

  test('a remembered cart appears after hydration without shifting the layout', async ({ page }) => {
    await page.goto(SEED_PRODUCT)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Close cart' }).click()
    // Leaving while the Shop API still takes the line cancels it (it happened once on a busy host).
    await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await countLayoutShifts(page)
    await page.goto('/faq')
    await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await layoutShifts(page)).toBeLessThan(0.01)
  })

  for (const path of ['/coming-soon/test', '/zh/coming-soon/test']) {
    test(`the launch countdown fills in without shifting the page (${path}, 375 px)`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 })
      await countLayoutShifts(page)
      await page.goto(path)
      await expect(page.getByRole('list', { name: /Time until launch|距离上市/ })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await layoutShifts(page)).toBeLessThan(0.01)
    })
  }
})

/** From the next document on, adds up the layout shifts a shopper did not cause (CLS). */
async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    ;(window as unknown as { shifts: number }).shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts)
