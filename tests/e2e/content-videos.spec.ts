import { expect, test as base } from './fixtures'
import { axeViolations } from './axe'

const PROVIDER_HOSTS = /^https:\/\/(www\.youtube-nocookie\.com|player\.bilibili\.com)\//

/** Nothing leaves the machine: the players are answered by an empty local page, and each call is counted. */
const test = base.extend<{ providerCalls: Array<string> }>({
  providerCalls: [
    async ({ context }, use) => {
      const calls: Array<string> = []
      await context.route(PROVIDER_HOSTS, (route) => {
        calls.push(route.request().url())
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player stub</title>' })
      })
      await use(calls)
    },
    { auto: true },
  ],
})

test('a video’s player is not in the page until its play button is pressed (YouTube in English)', async ({ page, providerCalls }) => {
  test.slow() // axe over the whole page
  await page.goto('/videos')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos')
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(providerCalls).toEqual([])

  await page.getByRole('button', { name: /Putting a Kova sofa together/ }).click()
  const frame = page.locator('iframe')
  await expect(frame).toHaveCount(1)
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/)
  await expect(frame).toHaveAttribute('title', /Putting a Kova sofa together/)
  await expect(frame).toBeFocused()
  await expect.poll(() => providerCalls.length).toBe(1)
  expect(await axeViolations(page, { exclude: 'iframe' })).toEqual([])
})

test('Chinese shoppers get the Bilibili player, also only on demand', async ({ page, providerCalls }) => {
  await page.goto('/zh/videos')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  await page.getByRole('button', { name: /Kova 沙发组装指南/ }).click()
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/player\.bilibili\.com\/player\.html\?bvid=BV1\w{9}&/)
  expect(providerCalls.every((url) => url.startsWith('https://player.bilibili.com/'))).toBe(true)
})
