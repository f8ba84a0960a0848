import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInToAdminApi, type AdminClient } from '../../server/src/seed/adminClient.ts'
import { describeOnFirstDatabase } from './databases.ts'
import { startShop, type ShopProcess } from './shopProcess.ts'
import { shopperAt } from './shopper.ts'
import { add, details, pay, ROOM, sofa, stockOf, TRANSITION, upToPayment, type OrderAnswer } from './orderSteps.ts'

let shop: ShopProcess
let admin: AdminClient

beforeAll(async () => {
  shop = await startShop()
  const secrets = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(`${shop.dataDir}/secrets.json`, 'utf8'))) as {
    superadminUsername: string
    superadminPassword: string
  }
  admin = await signInToAdminApi(`${shop.url}/admin-api`, secrets.superadminUsername, secrets.superadminPassword)
})

afterAll(async () => {
  await shop?.stop()
})

describeOnFirstDatabase.each([
  { locale: 'en' as const, currency: 'USD', postcode: '43215', country: 'US' as const, phone: '+1 614 555 0100', delivery: 12900 },
  { locale: 'zh' as const, currency: 'CNY', postcode: '200040', country: 'CN' as const, phone: '138 0013 8000', delivery: 69900 },
])('placing an order ($locale)', ({ locale, currency, postcode, country, phone, delivery }) => {
  const email = `mei.${locale}@example.com`
  let shopper: ReturnType<typeof shopperAt>
  let placed: OrderAnswer

  beforeAll(async () => {
    shopper = shopperAt(shop.url, locale)
    await add(shopper, sofa.slug, sofa.sku)
    await add(shopper, 'kova-armchair', 'kova-armchair/oat-boucle')
  })

  it('offers the three delivery tiers in the currency, each with the dates for the postcode', async () => {
    await details(shopper, { postcode, country, email, phone })
    const { eligibleShippingMethods } = await shopper<{
      eligibleShippingMethods: Array<{ code: string; priceWithTax: number; metadata: { estimate?: { earliest: string; latest: string } } }>
    }>(`{ eligibleShippingMethods { code priceWithTax metadata } }`)
    expect(eligibleShippingMethods.map((method) => method.code)).toEqual(['to-the-door', 'to-the-room', 'room-and-assembly'])
    expect(eligibleShippingMethods.find((method) => method.code === ROOM)?.priceWithTax).toBe(delivery)
    const { estimate } = eligibleShippingMethods[0]!.metadata
    const today = new Date().toISOString().slice(0, 10)
    expect(estimate!.earliest > today).toBe(true)
    expect(estimate!.latest >= estimate!.earliest).toBe(true)
  })

  it('places it: authorised, a WN- code, the delivery charged and its dates recorded, the stock allocated', async () => {
    const before = await stockOf(admin, sofa.sku)
    const arranging = await upToPayment(shopper, { postcode, country, email, phone })
    expect(arranging.state).toBe('ArrangingPayment')
    placed = await pay(shopper)
    expect(placed).toMatchObject({ state: 'PaymentAuthorized', currencyCode: currency, shippingWithTax: delivery })
    expect(placed.code).toMatch(/^WN-[0-9A-Z]{8}$/)
    expect(placed.customFields?.deliveryEarliest).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect((await stockOf(admin, sofa.sku)).stockAllocated).toBe(before.stockAllocated + 1)
    // A new cart begins.
    const { activeOrder } = await shopper<{ activeOrder: unknown }>(`{ activeOrder { code } }`)
    expect(activeOrder).toBeNull()
  })

  it('the session that placed it reopens it by code; another session cannot', async () => {
    const query = `query ($code: String!) { orderByCode(code: $code) { code state } }`
    const mine = await shopper<{ orderByCode: { code: string } | null }>(query, { code: placed.code })
    expect(mine.orderByCode?.code).toBe(placed.code)
    const stranger = shopperAt(shop.url, locale)
    // Vendure's refusal, in the asking language.
    await expect(stranger(query, { code: placed.code })).rejects.toThrow(locale === 'zh' ? /您目前无权/ : /not currently authorized/i)
  })

  it('anyone with the code and the email or phone sees where it stands; a wrong pair gets nothing', async () => {
    const stranger = shopperAt(shop.url, locale)
    const query = `query ($code: String!, $contact: String!) { orderStatus(code: $code, contact: $contact) { code state deliveryEarliest delivery lines { sku name quantity } } }`
    const byEmail = await stranger<{
      orderStatus: { state: string; delivery: string; lines: Array<{ sku: string; name: string }> } | null
    }>(query, {
      code: placed.code,
      contact: email.toUpperCase(),
    })
    expect(byEmail.orderStatus).toMatchObject({ state: 'PaymentAuthorized', deliveryEarliest: placed.customFields?.deliveryEarliest })
    expect(byEmail.orderStatus?.lines.map((line) => line.sku).sort()).toEqual(['kova-armchair/oat-boucle', sofa.sku])
    expect(byEmail.orderStatus?.lines[0]?.name).toMatch(locale === 'zh' ? /\p{Script=Han}/u : /^Kova/)
    const byPhone = await stranger<{ orderStatus: unknown }>(query, {
      code: placed.code!.toLowerCase(),
      contact: phone.replace(/^\+1 /, ''),
    })
    expect(byPhone.orderStatus).not.toBeNull()
    for (const contact of ['someone@example.com', '0000000', ''])
      expect((await stranger<{ orderStatus: unknown }>(query, { code: placed.code, contact })).orderStatus).toBeNull()
    expect((await stranger<{ orderStatus: unknown }>(query, { code: 'WN-AAAAAAAA', contact: email })).orderStatus).toBeNull()
  })
})

describeOnFirstDatabase('delivery dates by postcode', () => {
  const estimate = `query ($postcode: String!, $lines: [DeliveryLineInput!]!) { deliveryEstimate(postcode: $postcode, lines: $lines) { earliest latest problem } }`
  type Estimate = { deliveryEstimate: { earliest: string | null; latest: string | null; problem: string | null } }

  it('a malformed or unknown postcode gets its problem and no date', async () => {
    const shopper = shopperAt(shop.url, 'en')
    const lines = [{ sku: sofa.sku, quantity: 1 }]
    for (const [postcode, problem] of [
      ['4321', 'MALFORMED'],
      ['ABCDE', 'MALFORMED'],
      ['00000', 'UNKNOWN'],
      ['09012', 'UNKNOWN'],
      ['999999', 'UNKNOWN'],
    ] as const) {
      const { deliveryEstimate } = await shopper<Estimate>(estimate, { postcode, lines })
      expect(deliveryEstimate, postcode).toEqual({ earliest: null, latest: null, problem })
    }
  })

  it('a made-to-order piece arrives weeks later than a ready one, and farther is later', async () => {
    const shopper = shopperAt(shop.url, 'en')
    const at = async (postcode: string, sku: string) =>
      (await shopper<Estimate>(estimate, { postcode, lines: [{ sku, quantity: 1 }] })).deliveryEstimate
    const near = await at('43215', sofa.sku)
    const far = await at('98101', sofa.sku)
    const made = await at('43215', 'kova-three-seat-sofa/sand-linen')
    expect(near.problem).toBeNull()
    expect(far.earliest! > near.earliest!).toBe(true)
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000
    expect(days(near.earliest!, made.earliest!)).toBe(35)
  })

  it('an address whose postcode no van reaches cannot go on to payment, and says why', async () => {
    const shopper = shopperAt(shop.url, 'en')
    await add(shopper, sofa.slug, sofa.sku)
    const answer = await upToPayment(shopper, { postcode: '43215', country: 'CN', email: 'far@example.com', phone: '+1 614 555 0101' })
    expect(answer).toMatchObject({ errorCode: 'ORDER_STATE_TRANSITION_ERROR', transitionError: 'POSTCODE_UNKNOWN' })
  })

  it('an address names a state of its country, as the checkout writes it, before it goes on to payment', async () => {
    const shopper = shopperAt(shop.url, 'en')
    await add(shopper, sofa.slug, sofa.sku)
    const placing = await upToPayment(shopper, { postcode: '94103', country: 'US', email: 'state@example.com', phone: '+1 415 555 0101' })
    expect(placing).toMatchObject({ state: 'ArrangingPayment' })
    await shopper(`mutation { transitionOrderToState(state: "AddingItems") { __typename } }`)
    const toPayment = async (province: string) => {
      await shopper(`mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }`, {
        input: { streetLine1: '1 Main Street', city: 'San Francisco', province, postalCode: '94103', countryCode: 'US' },
      })
      const moved = await shopper<{ transitionOrderToState: Record<string, unknown> }>(
        `mutation { transitionOrderToState(state: "ArrangingPayment") { ${TRANSITION} } }`,
      )
      return moved.transitionOrderToState
    }
    for (const province of ['', 'California', '上海市'])
      expect(await toPayment(province), province).toMatchObject({ transitionError: 'NO_REGION' })
    expect(await toPayment('CA')).toMatchObject({ state: 'ArrangingPayment' })
  })

  it('an address emptied after the move to payment is refused when paid: no order goes without where it goes', async () => {
    const shopper = shopperAt(shop.url, 'en')
    await add(shopper, sofa.slug, sofa.sku)
    const placing = await upToPayment(shopper, { postcode: '94103', country: 'US', email: 'emptied@example.com', phone: '+1 415 555 0101' })
    expect(placing).toMatchObject({ state: 'ArrangingPayment' })
    // As a late answer setting the state alone would (src/features/checkout/useTaxedAtState.ts).
    await shopper(`mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }`, {
      input: { streetLine1: '', countryCode: 'US', province: 'CA' },
    })
    // The payment is declined, so it counts for nothing, and the order is not placed.
    expect(await pay(shopper)).toMatchObject({ errorCode: 'PAYMENT_DECLINED_ERROR', paymentErrorMessage: 'NO_ADDRESS' })
    const { activeOrder } = await shopper<{ activeOrder: { state: string; payments: Array<{ state: string }> } }>(
      `{ activeOrder { state payments { state } } }`,
    )
    expect(activeOrder).toMatchObject({ state: 'ArrangingPayment', payments: [{ state: 'Declined' }] })
  })

  it('a Chinese address names its district (区/县) before it goes on to payment', async () => {
    const shopper = shopperAt(shop.url, 'zh')
    await add(shopper, sofa.slug, sofa.sku)
    const address = (district: string | null) => ({
      streetLine1: '南京西路 88 号',
      city: '上海',
      province: '上海市',
      postalCode: '200040',
      countryCode: 'CN',
      customFields: { district },
    })
    const placing = await upToPayment(shopper, { postcode: '200040', country: 'CN', email: 'district@example.com', phone: '13800138000' })
    expect(placing).toMatchObject({ state: 'ArrangingPayment' })
    await shopper(`mutation { transitionOrderToState(state: "AddingItems") { __typename } }`)
    for (const district of [null, ' '] as const) {
      await shopper(`mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }`, {
        input: address(district),
      })
      const moved = await shopper<{ transitionOrderToState: Record<string, unknown> }>(
        `mutation { transitionOrderToState(state: "ArrangingPayment") { ${TRANSITION} } }`,
      )
      expect(moved.transitionOrderToState, String(district)).toMatchObject({ transitionError: 'NO_DISTRICT' })
    }
  })
})

describe('the last piece', () => {
  it('is sold once when two shoppers pay at the same moment; the other is told it ran out', async () => {
    // The US market's last piece, in its warehouse; one shopper buys there in Chinese.
    const inUs = admin.asking({ 'vendure-token': 'us' })
    const { id } = await stockOf(inUs, 'kova-armchair/moss-velvet')
    await inUs(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
      input: [{ id, stockOnHand: 1 }],
    })
    const shoppers = [shopperAt(shop.url, 'en'), shopperAt(shop.url, 'zh', { market: 'us' })]
    for (const [index, shopper] of shoppers.entries()) {
      expect((await add(shopper, 'kova-armchair', 'kova-armchair/moss-velvet')).errorCode).toBeUndefined()
      const arranging = await upToPayment(shopper, {
        postcode: '43215',
        country: 'US',
        email: `last${index}@example.com`,
        phone: '+1 614 555 0102',
      })
      expect(arranging.state).toBe('ArrangingPayment')
    }
    const answers = await Promise.all(shoppers.map(pay))
    expect(answers.map((answer) => answer.state ?? answer.errorCode).sort()).toEqual(['PAYMENT_DECLINED_ERROR', 'PaymentAuthorized'])
    expect(answers.find((answer) => answer.errorCode)?.paymentErrorMessage).toMatch(/^OUT_OF_STOCK: kova-armchair\/moss-velvet/)
    expect(await stockOf(inUs, 'kova-armchair/moss-velvet')).toMatchObject({ stockOnHand: 1, stockAllocated: 1 })
  })
})

describeOnFirstDatabase('the delivery window an order records', () => {
  it('is the one at the moment it is placed: a ready piece taken by another order meanwhile is made to order, weeks later', async () => {
    const sku = 'kova-three-seat-sofa/sand-linen'
    const { id } = await stockOf(admin, sku)
    await admin(`mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }`, {
      input: [{ id, stockOnHand: 1 }],
    })
    const [first, second] = [shopperAt(shop.url, 'en'), shopperAt(shop.url, 'en')]
    const quoted: Array<string | null | undefined> = []
    for (const [index, shopper] of [first, second].entries()) {
      await add(shopper, sofa.slug, sku)
      const arranging = await upToPayment(shopper, {
        postcode: '43215',
        country: 'US',
        email: `window${index}@example.com`,
        phone: '+1 614 555 0103',
      })
      quoted.push(arranging.customFields?.deliveryEarliest)
    }
    // Both were quoted the ready piece's window at the checkout.
    expect(quoted[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(quoted[1]).toBe(quoted[0])
    // The second shopper pays first and takes the one ready sofa.
    const taken = await pay(second)
    const placed = await pay(first)
    expect([taken.state, placed.state]).toEqual(['PaymentAuthorized', 'PaymentAuthorized'])
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000
    expect(days(taken.customFields!.deliveryEarliest!, placed.customFields!.deliveryEarliest!)).toBe(35)
  })
})

describeOnFirstDatabase('the session cookie', () => {
  const addMutation = `mutation { setOrderShippingAddress(input: { streetLine1: "x", countryCode: "US" }) { __typename } }`
  const post = (headers: Record<string, string>) =>
    fetch(`${shop.url}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: addMutation }),
    })

  it('is HttpOnly and SameSite, and no token is sent in a header', async () => {
    const response = await fetch(`${shop.url}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { setCurrencyCodeForOrder(currencyCode: USD) { __typename } }` }),
    })
    const cookies = response.headers.getSetCookie()
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*httponly/i)
      expect(cookie).toMatch(/;\s*samesite=lax/i)
    }
    expect(response.headers.get('vendure-auth-token')).toBeNull()
  })

  it('a write from another site is refused; the shop’s own origin and a non-browser client are not', async () => {
    const host = new URL(shop.url).host
    const refused = await post({ origin: 'https://elsewhere.example' })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: 'cross-origin' })
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post({ origin: `http://${host}` })).status).toBe(200)
    // Behind a proxy: the host the browser used is the forwarded one.
    expect((await post({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' })).status).toBe(200)
    expect((await post({ origin: 'https://elsewhere.example', 'x-forwarded-host': 'shop.example' })).status).toBe(403)
    expect((await post({})).status).toBe(200)
    // The forms too.
    const form = await fetch(`${shop.url}/api/v1/launch-subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: '{}',
    })
    expect(form.status).toBe(403)
  })
})

describe('looking an order up', () => {
  it('locks a client out after ten wrong pairs, the right pair then included, and says so', async () => {
    // A placed order of its own.
    const owner = shopperAt(shop.url, 'en')
    await add(owner, sofa.slug, sofa.sku)
    await upToPayment(owner, { postcode: '43215', country: 'US', email: 'lookup@example.com', phone: '+1 614 555 0104' })
    const { code } = await pay(owner)
    const query = `query ($code: String!, $contact: String!) { orderStatus(code: $code, contact: $contact) { code } }`
    // The other tests ask from 127.0.0.1: this client is ::1, with no wrong pair so far.
    const ipv6 = shop.url.replace('127.0.0.1', '[::1]')
    const ask = (contact: string) =>
      fetch(`${ipv6}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { code, contact } }),
      }).then((response) => response.json() as Promise<{ data?: { orderStatus: unknown }; errors?: Array<{ message: string }> }>)
    expect((await ask('lookup@example.com')).data?.orderStatus).toEqual({ code })
    const answers: Array<string> = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await ask(`guess${attempt}@example.com`)
      answers.push(answer.errors?.[0]?.message ?? String(answer.data?.orderStatus))
    }
    // Ten wrong pairs are answered (null), then nothing is.
    expect(answers).toEqual([...Array<string>(10).fill('null'), 'TOO_MANY_ATTEMPTS'])
    expect((await ask('lookup@example.com')).errors?.[0]?.message).toBe('TOO_MANY_ATTEMPTS')
  })
})

describe('a server killed with kill -9 in the middle of checkouts', () => {
  it('keeps every order it confirmed: found by code and email afterwards, and still the placing session’s', async () => {
    const own = await startShop()
    const shoppers = Array.from({ length: 6 }, () => shopperAt(own.url, 'en'))
    const confirmed: Array<{ code: string; email: string; shopper: (typeof shoppers)[number] }> = []
    try {
      await Promise.all(
        shoppers.map(async (shopper, index) => {
          const email = `killed-${index}@example.com`
          try {
            await add(shopper, 'kova-armchair', 'kova-armchair/oat-boucle')
            await upToPayment(shopper, { postcode: '43215', country: 'US', email, phone: `+1 614 555 01${index}0`, method: 'to-the-door' })
            const placed = await pay(shopper)
            if (placed.state === 'PaymentAuthorized') confirmed.push({ code: placed.code!, email, shopper })
            // The plug is pulled as soon as the first confirmations are out, with other checkouts under way.
            if (confirmed.length === 2) own.child.kill('SIGKILL')
          } catch {
            // Under way when the process died: never confirmed to its shopper.
          }
        }),
      )
    } finally {
      await own.stop()
    }
    expect(confirmed.length).toBeGreaterThanOrEqual(2)

    const again = await startShop({ dataDir: own.dataDir })
    try {
      const stranger = shopperAt(again.url, 'en')
      for (const { code, email } of confirmed) {
        const { orderStatus } = await stranger<{ orderStatus: { state: string } | null }>(
          `query ($code: String!, $contact: String!) { orderStatus(code: $code, contact: $contact) { state } }`,
          { code, contact: email },
        )
        expect(orderStatus).toEqual({ state: 'PaymentAuthorized' })
      }
      // The session cookie outlives the process: the confirmation still opens for its shopper.
      const [first] = confirmed
      const cookie = first!.shopper.cookies()
      const { orderByCode } = await fetch(`${again.url}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: `query ($code: String!) { orderByCode(code: $code) { code } }`, variables: { code: first!.code } }),
      })
        .then((response) => response.json() as Promise<{ data: { orderByCode: { code: string } | null } }>)
        .then((answer) => answer.data)
      expect(orderByCode).toEqual({ code: first!.code })
    } finally {
      await again.stop()
    }
  })
})
