import { createAccount, journeys, placeOrder } from './accountJourneys'
import { expect, test } from './fixtures'

for (const [locale, journey] of Object.entries(journeys)) {
  test(`${locale}: a new account orders, finds the order in its account with the same steps and totals, and orders it again`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const email = `history-${locale}-${Date.now()}@example.com`
    await createAccount(page, journey, email, locale === 'en' ? 'Ann' : '梅')
    await expect(page.getByRole('link', { name: journey.account.link })).toBeVisible()
    await expect(page.getByRole('region', { name: journey.account.orders })).toBeVisible()

    const code = await placeOrder(page, journey, email)
    const total = await page.locator('.order-total strong').textContent()

    await page.getByRole('link', { name: journey.account.link }).click()
    const order = page.getByRole('region', { name: new RegExp(code) })
    await expect(order).toBeVisible()
    await expect(order.locator('.order-total strong')).toHaveText(total!)
    await expect(order.getByText(journey.account.shown)).toBeVisible()
    if (journey.invoice) await expect(order.getByText(journey.invoice.title)).toBeVisible()

    await order.getByRole('button', { name: journey.account.again }).click()
    const cart = page.getByRole('dialog', { name: journey.cart })
    await expect(cart.getByRole('link', { name: journey.checkout })).toBeVisible()
    await expect(page.getByText(journey.account.added)).toBeAttached()

    // The next checkout is filled from the account and the address the last order went to.
    await cart.getByRole('link', { name: journey.checkout }).click()
    await expect(page.getByLabel(journey.book.saved)).toBeVisible()
    await expect(page.getByLabel(journey.book.street, { exact: true })).toHaveValue(Object.values(journey.fields)[2]!)
    await expect(page.getByLabel(journey.words.email, { exact: true })).toHaveValue(email)

    await page.getByRole('link', { name: journey.account.link }).click()
    const book = page.getByRole('region', { name: journey.book.addresses })
    await book.getByRole('button', { name: journey.book.remove }).click()
    await expect(book.getByText(journey.book.none)).toBeVisible()
  })
}
