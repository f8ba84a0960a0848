import { expect, test } from './fixtures'
import { axeViolations } from './axe'

test.use({ viewport: { width: 1280, height: 800 } })

test('/openapi#createContactRequest scrolls to that operation once the reference has loaded', async ({ page }) => {
  await page.goto('/openapi#createContactRequest')
  const operation = page.locator('#createContactRequest')
  await expect(operation.getByRole('heading', { name: 'Send a message to customer care' })).toBeVisible()
  await expect(operation).toBeInViewport()
  const header = (await page.locator('.site-header').boundingBox())!
  const top = (await operation.boundingBox())!.y
  expect(top).toBeGreaterThanOrEqual(Math.floor(header.height))
  expect(top).toBeLessThan(header.height + 40)
  await expect(operation.getByText('/api/v1/contact-requests')).toBeVisible()
})

test('the reference lists every operation of the document, with a link to the JSON', async ({ page, request }) => {
  test.slow() // axe over the whole page
  const document = (await (await request.get('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { operationId?: string }>>
  }
  const ids = Object.values(document.paths).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([, operation]) => operation.operationId),
  )
  await page.goto('/openapi')
  for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Download the OpenAPI document (JSON)' })).toHaveAttribute('href', '/openapi.json')

  // Unfolding a response shows its fields and its example.
  const operation = page.locator('#createContactRequest')
  await operation
    .getByText(/^Schema:/)
    .first()
    .click()
  await expect(operation.getByText('email', { exact: true }).first()).toBeVisible()
  await operation
    .getByText(/^Example:/)
    .first()
    .click()
  await expect(operation.locator('pre')).toContainText('"email": "mei.chen@example.com"')
  expect(await axeViolations(page)).toEqual([])
})

test('an operation’s link puts its id in the URL', async ({ page }) => {
  await page.goto('/openapi')
  await page
    .getByRole('navigation', { name: 'Operations' })
    .getByRole('link', { name: /Send a message to customer care/ })
    .click()
  await expect(page).toHaveURL(/\/openapi#createContactRequest$/)
  await expect(page.locator('#createContactRequest')).toBeInViewport()
})

test('the reference is in the page as served, without the document copied into it', async ({ browser, request, baseURL }) => {
  const html = await (await request.get('/openapi')).text()
  expect(html).toContain('id="createContactRequest"')
  expect(html).not.toContain('"api-docs"') // the reference's query: the browser fetches the document
  // As a reader without scripts sees it.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/openapi')
  await expect(page.locator('#createContactRequest').getByRole('heading', { name: 'Send a message to customer care' })).toBeVisible()
  await context.close()
})

test('opened on /openapi without the document, the page says so and a retry brings the reference', async ({ page, expectConsole }) => {
  expectConsole(/503/) // the browser reports each 503 on the console
  let failing = true
  await page.route('**/openapi.json', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue()))
  await page.goto('/openapi')
  // The prerendered reference gives way to the error (replaced, not mismatched: no hydration error).
  await expect(page.getByRole('heading', { name: 'The API reference could not be loaded' })).toBeVisible()
  await expect(page.locator('#createContactRequest')).toHaveCount(0)
  failing = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('#createContactRequest')).toBeVisible()
})

test('reached from another page, a failed load shows a placeholder first, then a retry that works', async ({
  page,
  consoleMessages,
  expectConsole,
}) => {
  expectConsole(/503/)
  let failing = true
  await page.route('**/openapi.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300))
    return failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue()
  })
  await page.goto('/faq')
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open API' }).click()
  await expect(page.locator('.api-skeleton[aria-busy="true"]')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'The API reference could not be loaded' })).toBeVisible()
  failing = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.locator('#createContactRequest')).toBeVisible()
  expect(consoleMessages.filter(({ text }) => /503/.test(text)).length).toBeGreaterThan(0)
})

test('a slow document: the page hydrates without it, the reference stays readable, and a fold opened meanwhile fills in when it comes', async ({
  page,
}) => {
  let releaseDocument = () => {}
  const documentHeld = new Promise<void>((resolve) => (releaseDocument = resolve))
  await page.route('**/openapi.json', async (route) => {
    await documentHeld
    await route.continue()
  })
  let homeData = false
  page.on('response', (response) => void (response.url().includes('/shop-api?languageCode=en') && (homeData = true)))
  await page.goto('/openapi')
  // The first page waits 2 s at most for the document, then hydrates, keeping the reference.
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  const operation = page.locator('#createContactRequest')
  await expect(operation.getByRole('heading', { name: 'Send a message to customer care' })).toBeVisible()
  // The nav's Shop link is on screen, so its page's data is preloaded meanwhile: that must not
  // re-render (and so throw away) the reference still waiting to hydrate.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).hover()
  await expect.poll(() => homeData).toBe(true)
  await expect(operation.getByRole('heading', { name: 'Send a message to customer care' })).toBeVisible()
  // The browser opens it; its content is the app's to build, and the reference is not hydrated
  // before the document is here.
  await operation
    .getByText(/^Example:/)
    .first()
    .click()
  await operation.evaluate((element) => Object.assign(element, { prerenderedNode: true }))
  releaseDocument()
  await expect(operation.locator('pre')).toContainText('"email": "mei.chen@example.com"')
  // Hydrated, not rendered afresh: the server's element is still the one on the page.
  expect(await operation.evaluate((element) => 'prerenderedNode' in element)).toBe(true)
})

test('opened on /openapi, the reference hydrates from the document fetched once; the page reached again reads it from the cache', async ({
  page,
}) => {
  const requests: Array<string> = []
  page.on('request', (request) => void requests.push(new URL(request.url()).pathname))
  await page.goto('/openapi', { waitUntil: 'networkidle' })
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await page
    .locator('#createContactRequest')
    .getByText(/^Example:/)
    .first()
    .click()
  await expect(page.locator('#createContactRequest pre')).toContainText('"email": "mei.chen@example.com"')
  expect(requests.filter((path) => path === '/openapi.json')).toHaveLength(1)

  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open API' }).click()
  await expect(page.locator('#createContactRequest')).toBeVisible()
  expect(requests.filter((path) => path === '/openapi.json')).toHaveLength(1)
})

test('/zh/openapi shows the Chinese document, and its download link points to it', async ({ page, request }) => {
  const document = (await (await request.get('/openapi.zh.json')).json()) as { paths: Record<string, { post?: { summary?: string } }> }
  expect(document.paths['/api/v1/contact-requests']!.post!.summary).toBe('给客服留言')
  await page.goto('/zh/openapi')
  const operation = page.locator('#createContactRequest')
  await expect(operation.getByRole('heading', { name: '给客服留言' })).toBeVisible()
  await expect(operation.getByText('/api/v1/contact-requests')).toBeVisible()
  await expect(page.getByRole('link', { name: '下载 OpenAPI 文档（JSON）' })).toHaveAttribute('href', '/openapi.zh.json')
  // Hydrated from the Chinese document, still Chinese.
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await expect(operation.getByRole('heading', { name: '给客服留言' })).toBeVisible()
})
