import { expect, test } from './fixtures'

test('the download page shows the store links and a QR code of the page', async ({ page }) => {
  await page.goto('/download')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your home, planned on your phone')
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//)
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//)
  await expect(page.locator('a[href*="appgallery"]')).toHaveCount(0)

  const qr = page.getByRole('img', { name: /QR code/ })
  await expect(qr).toBeVisible()
  const box = (await qr.boundingBox())!
  expect(box.width).toBeGreaterThanOrEqual(150)
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/)
  await expect(page.getByRole('link', { name: 'woodnest.com/download' })).toBeVisible()
  // A desktop browser gets no suggestion.
  await expect(page.locator('.store-badge--suggested')).toHaveCount(0)
})

test('Chinese shoppers also get Huawei AppGallery, and a QR code of the Chinese page', async ({ page }) => {
  await page.goto('/zh/download')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const stores = page.locator('.store-badges a')
  await expect(stores).toHaveCount(3)
  await expect(page.locator('a[data-store="appGallery"]')).toHaveAttribute('href', /^https:\/\/appgallery\.huawei\.com\//)
  await expect(page.getByRole('link', { name: 'woodnest.com/zh/download' })).toBeVisible()
})

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  })

  test('the App Store is highlighted', async ({ page }) => {
    await page.goto('/download')
    const appStore = page.getByRole('link', { name: 'Download on the App Store' })
    await expect(appStore).toHaveClass(/store-badge--suggested/)
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).not.toHaveClass(/store-badge--suggested/)
  })
})

test.describe('on a Huawei phone, in Chinese', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 HuaweiBrowser/15.0 Mobile Safari/537.36',
    viewport: { width: 390, height: 844 },
  })

  test('AppGallery is highlighted', async ({ page }) => {
    await page.goto('/zh/download')
    await expect(page.locator('a[data-store="appGallery"]')).toHaveClass(/store-badge--suggested/)
  })
})
