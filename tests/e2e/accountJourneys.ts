import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { emailsTo, linkIn } from '../server/mailbox'

// A shopper's steps in either language, shared by the account specs.
const dataDir = process.env.E2E_DATA_DIR!

export const journeys = {
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
type Journey = (typeof journeys)[keyof typeof journeys]

export async function createAccount(page: Page, journey: Journey, email: string, name: string) {
  await page.goto(`${journey.prefix}/account/register`)
  await page.getByLabel(journey.words.name).fill(name)
  await page.getByLabel(journey.words.email).fill(email)
  await page.getByRole('button', { name: journey.words.register }).click()
  const url = linkIn((await emailsTo(dataDir, email, 1))[0]!.body, /\/account\//)
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByLabel(journey.words.password, { exact: true }).fill('walnut shelf 1987')
  await page.getByRole('button', { name: journey.words.confirm }).click()
  await expect(page.getByRole('link', { name: journey.account.link })).toBeVisible()
}

/** Through the checkout, as the shopper does it: the chair, the journey's address and the email; the order's code. */
export async function placeOrder(page: Page, journey: Journey, email: string): Promise<string> {
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
  return (await page.getByRole('heading', { level: 2, name: /WN-/ }).textContent())!.match(/WN-\w+/)![0]
}
