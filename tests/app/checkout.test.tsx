import { afterEach, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { putInCart, withFreshCart } from '../cart'
import { renderApp } from '../renderApp'
import { clearShopSession, storefrontFetch } from '../storefrontFetch'
import { at } from '../shopfront'

withFreshCart()
// Each test places or reads real orders on the engine, one request after another: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 })
afterEach(() => sessionStorage.clear())

const ARMCHAIR = { sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 }
// Stock is shared by every test against the one engine: the armchair's ten would run out.
const DINING_CHAIR = { sku: 'juni-upholstered-dining-chair/oat-boucle', handle: 'juni-upholstered-dining-chair', quantity: 1 }
const ORDER_CODE = /WN-[0-9A-Z]{8}/

type Shopper = { name: string; email: string; phone: string; street: string; postcode: string; city: string }

async function fillIn(
  shopper: Shopper,
  labels = { name: 'Full name', email: 'Email', phone: 'Phone', street: 'Street and number', postcode: 'Postcode', city: 'City' },
  [regionLabel, region] = ['State', 'California'],
) {
  // The form shows once the order is read.
  for (const [field, label] of Object.entries(labels))
    await userEvent.type(
      await screen.findByLabelText(label, { exact: false, selector: 'input' }, { timeout: 5_000 }),
      shopper[field as keyof Shopper],
    )
  await userEvent.selectOptions(screen.getByRole('combobox', { name: regionLabel }), region)
}

const ANNA: Shopper = {
  name: 'Anna Berg',
  email: 'anna.berg@example.com',
  phone: '+1 415 555 0142',
  street: '250 Valencia Street',
  postcode: '94103',
  city: 'San Francisco',
}

const dollars = (cell: Element | null) => Number((cell?.textContent ?? '').replace(/[$,]/g, ''))

async function placeAnOrder(): Promise<string> {
  await putInCart([ARMCHAIR])
  const { unmount } = await renderApp('/checkout')
  await fillIn(ANNA)
  await screen.findByText(/^Arrives between/, undefined, { timeout: 5_000 })
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  const number = await screen.findByRole('heading', { name: ORDER_CODE }, { timeout: 10_000 })
  unmount()
  return ORDER_CODE.exec(number.textContent ?? '')![0]
}

it('an English shopper chooses a delivery tier priced in dollars, sees the dates for the postcode and places the order', async () => {
  await putInCart([ARMCHAIR])
  await renderApp('/checkout')
  const tiers = await screen.findByRole('radiogroup', { name: 'Delivery' })
  const toTheRoom = await within(tiers).findByRole('radio', { name: /To the room of your choice/ }, { timeout: 5_000 })
  expect(within(tiers).getByRole('radio', { name: /To the door/ })).toBeChecked()
  expect(within(tiers).getByText('$129')).toBeVisible()
  expect(within(tiers).getByText('Enter your postcode to see when it arrives.')).toBeVisible()

  await fillIn(ANNA)
  expect(
    await within(tiers).findByText(/^Arrives between \w+day \d+ \w+ and \w+day \d+ \w+\.$/, undefined, { timeout: 5_000 }),
  ).toBeVisible()
  await userEvent.click(toTheRoom)
  const summary = screen.getByRole('region', { name: 'Your cart' })
  expect(within(summary).getByText('Delivery: To the room of your choice')).toBeVisible()

  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you: your order is placed' }, { timeout: 10_000 })).toBeVisible()
  expect(await screen.findByRole('heading', { name: ORDER_CODE }, { timeout: 5_000 })).toBeVisible()
  expect(screen.getByText('Placed: we will call you to confirm it')).toBeVisible()
  expect(screen.getByText(/^1 × Kova/)).toBeVisible()
  expect(screen.getByText('Delivery: To the room of your choice')).toBeVisible()
  expect(screen.getByText(/^Arrives between/)).toBeVisible()
  expect(screen.getByText(/We will call you on \+1 415 555 0142/)).toBeVisible()
  // The address as a US one is written, its state included.
  expect(screen.getByText('San Francisco, CA 94103')).toBeVisible()
  expect(await screen.findByRole('button', { name: 'Cart, empty' })).toBeVisible()
})

it('an address names its state in the US and its province in China, one of the market’s own', async () => {
  await putInCart([ARMCHAIR])
  const { unmount } = await renderApp('/checkout')
  await fillIn(ANNA)
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Please choose')
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  const problems = await screen.findByRole('alert', undefined, { timeout: 10_000 })
  expect(within(problems).getByRole('link', { name: 'State: Please fill this in.' })).toBeVisible()
  unmount()
  // In English, delivering in China: the China market's cart, and its provinces.
  await putInCart([ARMCHAIR], 'zh')
  await renderApp('/en-cn/checkout')
  const province = await screen.findByRole('combobox', { name: 'Province' }, { timeout: 5_000 })
  expect(within(province).getByRole('option', { name: 'Shanghai' })).toBeInTheDocument()
  expect(within(province).queryByRole('option', { name: 'California' })).toBeNull()
}, 15_000)

it('US sales tax is added by the delivery state before the order is placed; China’s VAT is shown within the prices', async () => {
  await putInCart([DINING_CHAIR])
  const { unmount } = await renderApp('/checkout')
  const summary = await screen.findByRole('region', { name: 'Your cart' }, { timeout: 5_000 })
  expect(await within(summary).findByText('by the delivery state', undefined, { timeout: 5_000 })).toBeVisible()
  const subtotal = dollars(within(summary).getByText('Subtotal').nextElementSibling)
  await fillIn(ANNA)
  // California's rate, a Vendure tax rate, on the pieces; the delivery tier untaxed.
  const tax = await within(summary).findByText('Sales tax (7.25%)', undefined, { timeout: 5_000 })
  expect(dollars(tax.nextElementSibling)).toBe(Math.round(subtotal * 7.25) / 100)
  const delivery = dollars(within(summary).getByText(/^Delivery: /).nextElementSibling)
  expect(dollars(within(summary).getByText('Total').nextElementSibling)).toBeCloseTo(
    subtotal + dollars(tax.nextElementSibling) + delivery,
    2,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you: your order is placed' }, { timeout: 10_000 })).toBeVisible()
  expect(await screen.findByText('Sales tax (7.25%)', undefined, { timeout: 5_000 })).toBeVisible()
  unmount()

  await putInCart([DINING_CHAIR], 'zh')
  await renderApp('/zh/checkout')
  const zhSummary = await screen.findByRole('region', { name: '购物车' }, { timeout: 5_000 })
  expect(await within(zhSummary).findByText('其中增值税（13%）', undefined, { timeout: 5_000 })).toBeVisible()
}, 30_000)

it('an English shopper in China asks for a company’s 发票: a wrong tax number is refused at its field; the confirmation shows the request', async () => {
  await putInCart([DINING_CHAIR], 'zh')
  await renderApp('/en-cn/checkout')
  await fillIn({ ...ANNA, phone: '13800138000', postcode: '200040', city: 'Shanghai' }, undefined, ['Province', 'Shanghai'])
  // A Chinese address names its district: refused without one.
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  const missing = await screen.findByRole('alert', undefined, { timeout: 10_000 })
  expect(within(missing).getByRole('link', { name: 'District: Please fill this in.' })).toBeVisible()
  await userEvent.type(screen.getByRole('textbox', { name: 'District' }), "Jing'an")
  expect(screen.queryByRole('textbox', { name: /Company tax number/ })).toBeNull()
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Invoice \(fapiao\)/ }), 'To a company')
  await userEvent.type(screen.getByRole('textbox', { name: /Invoice title/ }), 'Woodnest Shanghai Ltd')
  const taxNumber = screen.getByRole('textbox', { name: /Company tax number/ })
  await userEvent.type(taxNumber, '91350100M000100Y44')
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  const problems = await screen.findByRole('alert', undefined, { timeout: 10_000 })
  expect(within(problems).getByRole('link', { name: /^Company tax number: A tax number has 18 letters and digits/ })).toBeVisible()
  await userEvent.clear(taxNumber)
  await userEvent.type(taxNumber, '91350100m000100y43')
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you: your order is placed' }, { timeout: 10_000 })).toBeVisible()
  expect(await screen.findByText('to Woodnest Shanghai Ltd, tax number 91350100M000100Y43', undefined, { timeout: 5_000 })).toBeVisible()
}, 30_000)

it('a Chinese checkout prices the tiers in yuan and writes the dates in Chinese', async () => {
  await putInCart([ARMCHAIR], 'zh')
  await renderApp('/zh/checkout')
  const tiers = await screen.findByRole('radiogroup', { name: '配送方式' })
  expect(await within(tiers).findByRole('radio', { name: /送货到门口/ }, { timeout: 5_000 })).toBeChecked()
  expect(within(tiers).getByText('¥299')).toBeVisible()
  expect(screen.getByRole('combobox', { name: '国家或地区' })).toHaveValue('cn')
  await userEvent.type(screen.getByLabelText('邮政编码', { exact: false, selector: 'input' }), '200040')
  expect(await within(tiers).findByText(/^预计\d+月\d+日星期.至\d+月\d+日星期.送达。$/, undefined, { timeout: 5_000 })).toBeVisible()
})

it('a postcode in another country than the one chosen is refused at the postcode, never given a date; corrected, the order is placed', async () => {
  await putInCart([ARMCHAIR])
  await renderApp('/checkout')
  await fillIn({ ...ANNA, postcode: '200040' })
  const tiers = await screen.findByRole('radiogroup', { name: 'Delivery' })
  expect(await within(tiers).findByText('We do not deliver to 200040 yet.', undefined, { timeout: 5_000 })).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  const problems = await screen.findByRole('alert', undefined, { timeout: 10_000 })
  expect(within(problems).getByRole('link', { name: /^Postcode: We do not deliver to this postcode yet/ })).toBeVisible()
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()

  // The refused attempt set the customer and address; the next one sends them again, corrected.
  const postcode = screen.getByLabelText('Postcode', { exact: false, selector: 'input' })
  await userEvent.clear(postcode)
  await userEvent.type(postcode, ANNA.postcode)
  await screen.findByText(/^Arrives between/, undefined, { timeout: 5_000 })
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you: your order is placed' }, { timeout: 10_000 })).toBeVisible()
  expect(await screen.findByText(/94103/, undefined, { timeout: 5_000 })).toBeVisible()
})

it('an order whose answer is lost is found by the retry, and is placed once', async () => {
  let payments = 0
  let placed = ''
  // The payment reaches Vendure and places the order; its answer never reaches the page.
  const losingFetch: typeof storefrontFetch = async (input, init) => {
    const paying = String(init?.body ?? '').includes('addPaymentToOrder')
    if (paying) payments += 1
    const response = await storefrontFetch(input, init)
    if (paying && payments === 1) {
      placed = ORDER_CODE.exec(await response.text())?.[0] ?? ''
      throw new TypeError('Failed to fetch')
    }
    return response
  }
  await putInCart([ARMCHAIR])
  await renderApp('/checkout', { fetch: losingFetch })
  await fillIn(ANNA)
  await screen.findByText(/^Arrives between/, undefined, { timeout: 5_000 })
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByText(/We could not reach our server/, undefined, { timeout: 10_000 })).toBeVisible()
  expect(placed).toMatch(ORDER_CODE)

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: `Order ${placed}` }, { timeout: 10_000 })).toBeVisible()
  // The retry found the order: it paid for nothing again.
  expect(payments).toBe(1)
})

it('a shop slow to answer while the order is placed is waited for, not called unreachable', async () => {
  // The details' answer comes after 11 s: a page that gave up at its usual 10 s would say the shop cannot be reached.
  const slowFetch: typeof storefrontFetch = async (input, init) => {
    const response = await storefrontFetch(input, init)
    if (String(init?.body ?? '').includes('setOrderShippingAddress'))
      await new Promise((resolve, reject) => {
        const answered = setTimeout(resolve, 11_000)
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(answered)
          reject(init.signal!.reason as Error)
        })
      })
    return response
  }
  await putInCart([ARMCHAIR])
  await renderApp('/checkout', { fetch: slowFetch })
  await fillIn(ANNA)
  await screen.findByText(/^Arrives between/, undefined, { timeout: 5_000 })
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Thank you: your order is placed' }, { timeout: 25_000 })).toBeVisible()
}, 40_000)

it('the confirmation opens again in the session that placed the order, and is the 404 page in any other', async () => {
  const code = await placeAnOrder()
  const { unmount } = await renderApp(`/order/${code}`)
  expect(await screen.findByRole('heading', { name: `Order ${code}` }, { timeout: 5_000 })).toBeVisible()
  unmount()
  clearShopSession()
  await renderApp(`/order/${code}`)
  expect(await screen.findByRole('heading', { level: 1, name: /^Page not found/ }, { timeout: 5_000 })).toBeVisible()
})

it('an order is found by its code and phone, a wrong pair gets one message that names neither half', async () => {
  const code = await placeAnOrder()
  clearShopSession()
  await renderApp('/order-status')
  const number = screen.getByRole('textbox', { name: 'Order number' })
  const contact = screen.getByRole('textbox', { name: 'Email or phone' })
  await userEvent.type(number, code.toLowerCase())
  await userEvent.type(contact, '+1 415 555 0199')
  await userEvent.click(screen.getByRole('button', { name: 'Find my order' }))
  expect(await screen.findByText(/We found no order with this number and this email or phone/)).toBeVisible()

  await userEvent.clear(contact)
  await userEvent.type(contact, '415-555-0142')
  await userEvent.click(screen.getByRole('button', { name: 'Find my order' }))
  const answer = await screen.findByRole('heading', { name: `Order ${code}` }, { timeout: 5_000 })
  const card = answer.closest('section')!
  expect(within(card).getByText('Placed: we will call you to confirm it')).toBeVisible()
  expect(within(card).getByText(/^Arrives between/)).toBeVisible()
  expect(within(card).getByText(/^1 × Kova/)).toBeVisible()
  // What it costs, as the confirmation said.
  expect(within(card).getByText('Total').nextElementSibling?.textContent).toMatch(/^\$[\d,]+(\.\d{2})?$/)
  expect(screen.queryByText(/We found no order/)).toBeNull()
})

it('the status page checks the number before asking', async () => {
  await renderApp('/order-status')
  await userEvent.type(screen.getByRole('textbox', { name: 'Order number' }), 'WN-12')
  await userEvent.click(screen.getByRole('button', { name: 'Find my order' }))
  expect(await screen.findByText('Please check this.')).toBeVisible()
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveFocus())
})

it('a message’s reference typed as an order number is told apart, not looked up', async () => {
  await renderApp('/order-status')
  await userEvent.type(screen.getByRole('textbox', { name: 'Order number' }), 'msg 4h8t2mzp')
  await userEvent.type(screen.getByRole('textbox', { name: 'Email or phone' }), 'mei@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Find my order' }))
  expect(await screen.findByText(/the reference of a message you sent us, not an order number/)).toBeVisible()
  expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveAttribute('aria-invalid', 'true')
})

it('a cart a checkout left waiting for payment (a closed tab) can still be changed', async () => {
  const { shopQuery } = await import('#domain/storefront/shopApi')
  const documents = await import('#domain/storefront/graphql/graphql')
  const { addToCart } = await import('../../src/lib/cart/orderApi')
  await putInCart([ARMCHAIR])
  const fetch = globalThis.fetch
  globalThis.fetch = storefrontFetch as typeof globalThis.fetch
  try {
    const { eligibleShippingMethods } = await shopQuery(documents.DeliveryMethodsDocument, {}, at('en'))
    const { transitionOrderToState } = await shopQuery(
      documents.SetOrderDetailsDocument,
      {
        customer: { firstName: 'Left', lastName: '', emailAddress: 'left@example.com', phoneNumber: '+1 415 555 0100' },
        address: { streetLine1: '1 Main Street', city: 'San Francisco', province: 'CA', postalCode: '94103', countryCode: 'US' },
        delivery: [eligibleShippingMethods[0]!.id],
        wishes: { customFields: {} },
      },
      at('en'),
    )
    expect(transitionOrderToState).toMatchObject({ state: 'ArrangingPayment' })

    const { cart, problem } = await addToCart(at('en'), { ...ARMCHAIR, sku: 'kova-armchair/moss-velvet' })
    expect(problem).toBeUndefined()
    expect(cart).toMatchObject({ state: 'AddingItems', totalQuantity: 2 })
  } finally {
    globalThis.fetch = fetch
  }
})
