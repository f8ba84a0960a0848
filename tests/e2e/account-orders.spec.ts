import type { Page } from '@playwright/test'
import { emailsTo, linkIn } from '../server/mailbox'
import { expect, test } from './fixtures'

const dataDir = process.env.E2E_DATA_DIR!

const journeys = {
  en: {
    prefix: '',
    words: { name: 'Name', email: 'Email', register: 'Create my account', password: 'New password', confirm: 'Confirm and sign in' },
    product: '/collections/dining/products/juni-upholstered-dining-chair',
    add: 'Add to cart',
    cart: 'Your cart',
    checkout: 'Checkout',
    fields: {
      'Full name': 'Ann Lee',
      Phone: '+1 415 555 0142',
      'Street and number': '250 Valencia Street',
      Postcode: '94103',
      City: 'San Francisco',
    },
    region: ['State', 'California'],
    invoice: null,
    place: 'Place order',
    placed: 'Thank you: your order is placed',
    account: {
      link: 'Your account (Ann)',
      orders: 'Your orders',
      again: 'Order again',
      added: 'Added 1 piece to your cart',
      shown: /^Sales tax \(/,
    },
    book: {
      addresses: 'Your addresses',
      remove: 'Remove 250 Valencia Street',
      none: /^None yet/,
      saved: 'Your saved addresses',
      street: 'Street and number',
    },
  },
  zh: {
    prefix: '/zh',
    words: { name: '姓名', email: '电子邮箱', register: '注册', password: '新密码', confirm: '确认并登录' },
    product: '/zh/collections/dining/products/juni-upholstered-dining-chair',
    add: '加入购物车',
    cart: '购物车',
    checkout: '去结算',
    fields: {
      姓名: '林梅',
      手机号码: '138 0013 8000',
      街道与门牌号: '南京西路 88 号',
      邮政编码: '200040',
      城市: '上海',
      '区/县': '静安区',
    },
    region: ['省份', '上海市'],
    invoice: { kind: '个人', title: '林梅' },
    place: '提交订单',
    placed: '谢谢！订单已提交',
    account: { link: '我的账户（梅）', orders: '我的订单', again: '再买一次', added: '已将 1 件商品加入购物车', shown: /^其中增值税（/ },
    book: { addresses: '我的地址', remove: '删除 南京西路 88 号', none: /^暂无地址/, saved: '已保存的地址', street: '街道与门牌号' },
  },
} as const

async function createAccount(page: Page, journey: (typeof journeys)[keyof typeof journeys], email: string, name: string) {
  await page.goto(`${journey.prefix}/account/register`)
  await page.getByLabel(journey.words.name).fill(name)
  await page.getByLabel(journey.words.email).fill(email)
  await page.getByRole('button', { name: journey.words.register }).click()
  const url = linkIn((await emailsTo(dataDir, email, 1))[0]!.body, /\/account\//)
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByLabel(journey.words.password, { exact: true }).fill('walnut shelf 1987')
  await page.getByRole('button', { name: journey.words.confirm }).click()
}

for (const [locale, journey] of Object.entries(journeys)) {
  test(`${locale}: a new account orders, finds the order in its account with the same steps and totals, and orders it again`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const email = `history-${locale}-${Date.now()}@example.com`
    await createAccount(page, journey, email, locale === 'en' ? 'Ann' : '梅')
    await expect(page.getByRole('link', { name: journey.account.link })).toBeVisible()
    await expect(page.getByRole('region', { name: journey.account.orders })).toBeVisible()

    await page.goto(journey.product)
    await expect(page.locator('html[data-interactive]')).toBeAttached()
    await page.getByRole('button', { name: journey.add, exact: true }).click()
    await page.getByRole('dialog', { name: journey.cart }).getByRole('link', { name: journey.checkout }).click()
    for (const [label, value] of Object.entries(journey.fields)) await page.getByLabel(label, { exact: true }).fill(value)
    await page.getByLabel(journey.words.email, { exact: true }).fill(email)
    await page.getByLabel(journey.region[0], { exact: true }).selectOption({ label: journey.region[1] })
    if (journey.invoice) {
      await page.getByLabel('发票', { exact: true }).selectOption({ label: journey.invoice.kind })
      await page.getByLabel('发票抬头').fill(journey.invoice.title)
    }
    await page.getByRole('button', { name: journey.place }).click()
    await expect(page.getByRole('heading', { level: 1, name: journey.placed })).toBeVisible()
    const code = (await page.getByRole('heading', { level: 2, name: /WN-/ }).textContent())!.match(/WN-\w+/)![0]
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
