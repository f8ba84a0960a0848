import type { Browser } from '@playwright/test'
import { errorMessage, median } from './stats.ts'
import { PHONE, PHONE_CPU_SLOWDOWN, PHONE_NETWORK } from './phone.ts'

export type CheckoutResult = {
  locale: 'en' | 'zh'
  /** "Place order" pressed → the confirmation's heading painted: the whole chain of Shop API calls, at CPU 4x and 150 ms RTT. */
  placeOrderMs: number | null
  samples: Array<number>
  errors: Array<string>
}

const SHOPPER = {
  en: {
    prefix: '',
    add: 'Add to cart',
    postcode: '94103',
    city: 'San Francisco',
    place: 'Place order',
    placed: 'Thank you: your order is placed',
  },
  zh: { prefix: '/zh', add: '加入购物车', postcode: '200040', city: '上海', place: '提交订单', placed: '谢谢！订单已提交' },
} as const

/**
 * A shopper with one armchair in the cart fills in the checkout, then presses "Place order": the
 * time until the confirmation shows is what they wait (three round trips: the order, its details
 * and the move to ArrangingPayment in one mutation, the payment; then the confirmation's own).
 */
export async function measurePlaceOrder(browser: Browser, origin: string, locale: 'en' | 'zh', samples: number): Promise<CheckoutResult> {
  const words = SHOPPER[locale]
  const times: Array<number> = []
  const errors: Array<string> = []
  for (let i = 0; i < samples; i++) {
    const context = await browser.newContext(PHONE)
    try {
      const page = await context.newPage()
      await page.goto(`${origin}${words.prefix}/collections/kova/products/kova-armchair`, { waitUntil: 'networkidle' })
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
      await page.getByRole('button', { name: words.add, exact: true }).click()
      await page.locator('dialog[open] .cart-line').waitFor()
      await page.goto(`${origin}${words.prefix}/checkout`, { waitUntil: 'networkidle' })
      await page.locator('input[type="radio"]').first().waitFor()
      await page.locator('input[autocomplete="name"]').fill('Bench Shopper')
      await page.locator('input[type="email"]').fill(`bench-${Date.now()}-${i}@example.com`)
      await page.locator('input[type="tel"]').fill('+1 415 555 0142')
      await page.locator('input[autocomplete="address-line1"]').fill('250 Valencia Street')
      await page.locator('input[autocomplete="postal-code"]').fill(words.postcode)
      await page.locator('input[autocomplete="address-level2"]').fill(words.city)
      await page.locator('select[autocomplete="address-level1"]').selectOption({ index: 1 })
      await page.waitForFunction(() => /\d/.test(document.getElementById('delivery-window')?.textContent ?? ''))
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN })
      const started = Date.now()
      await page.getByRole('button', { name: words.place }).click()
      await page.getByRole('heading', { level: 1, name: words.placed }).waitFor({ timeout: 30_000 })
      times.push(Date.now() - started)
    } catch (error) {
      errors.push(errorMessage(error))
    } finally {
      await context.close().catch(() => {})
    }
  }
  const middle = median(times)
  return { locale, placeOrderMs: middle === null ? null : Math.round(middle), samples: times, errors }
}
