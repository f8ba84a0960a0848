import { expect, test } from './fixtures'

test('an unknown path shows the 404 page with the path, query and hash', async ({ page }) => {
  await page.goto('/nope/deeper?x=1#y')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /nope/deeper?x=1#y')
  await expect(page).toHaveTitle('Page Not Found')
  // The layout stays, so the shopper can navigate away.
  await page.getByRole('link', { name: 'Back to the shop' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kova: the sofa that grows with your home')
})

test('a search param that fails validation shows the 404 page', async ({ page }) => {
  await page.goto('/collections/sale?sort=cheapest-first')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /collections/sale?sort=cheapest-first')
  await expect(page).toHaveTitle('Page Not Found')
})

test('a product the catalogue does not have shows the 404 page', async ({ page }) => {
  await page.goto('/collections/kova/products/%3Cscript%3E')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /collections/kova/products/<script>')
})

test('the free swatches are sold from their own page, never as a new arrival or a product page', async ({ page }) => {
  await page.goto('/')
  const newArrivals = page.getByRole('region', { name: 'New arrivals' })
  await expect(newArrivals.getByRole('article')).toHaveCount(8)
  await expect(newArrivals.getByRole('heading', { name: 'Fabric swatches' })).toHaveCount(0)
  await page.goto('/collections/sale/products/fabric-swatches')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /collections/sale/products/fabric-swatches')
  await page.goto('/swatches')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free fabric swatches')
})

test('a missing asset is a real 404, not the page shell', async ({ request }) => {
  const response = await request.get('/assets/gone-1234.js')
  expect(response.status()).toBe(404)
})
