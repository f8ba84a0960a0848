import type { AdminRequest } from '../../server/src/seed/adminClient.ts'
import type { Shopper } from './shopper.ts'

/** A shopper's checkout through the Shop API, step by step, as the shop's checkout page takes it. */
export const ORDER = `... on Order { code state currencyCode subTotalWithTax shippingWithTax totalWithTax active
  customFields { deliveryEarliest deliveryLatest } lines { quantity productVariant { sku } } }
  ... on ErrorResult { errorCode message }`
export const TRANSITION = `${ORDER} ... on OrderStateTransitionError { transitionError }`
export const PAYMENT = `${ORDER} ... on PaymentDeclinedError { paymentErrorMessage }`

export type OrderAnswer = {
  code?: string
  state?: string
  currencyCode?: string
  shippingWithTax?: number
  totalWithTax?: number
  customFields?: { deliveryEarliest: string | null; deliveryLatest: string | null }
  errorCode?: string
  transitionError?: string
  paymentErrorMessage?: string
}

export const ROOM = 'to-the-room'
export const sofa = { slug: 'kova-three-seat-sofa', sku: 'kova-three-seat-sofa/oat-boucle' }

export async function variantId(shopper: Shopper, slug: string, sku: string): Promise<string> {
  const { product } = await shopper<{ product: { variants: Array<{ id: string; sku: string }> } }>(
    `query ($slug: String!) { product(slug: $slug) { variants { id sku } } }`,
    { slug },
  )
  const variant = product.variants.find((candidate) => candidate.sku === sku)
  if (!variant) throw new Error(`no variant ${sku}`)
  return variant.id
}

/** `province` as the checkout writes it (domain/markets/regions.ts): California's CA, Shanghai's 上海市 unless given. */
export type Checkout = { postcode: string; country: 'US' | 'CN'; email: string; phone: string; method?: string; province?: string }

/** The shopper's details and delivery address. */
export async function details(shopper: Shopper, { postcode, country, email, phone, province }: Checkout): Promise<void> {
  await shopper(`mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ${ORDER} } }`, {
    input: { emailAddress: email, firstName: 'Mei', lastName: 'Lin', phoneNumber: phone },
  })
  await shopper(`mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ${ORDER} } }`, {
    input: {
      fullName: 'Mei Lin',
      streetLine1: '1 Main Street',
      city: 'Columbus',
      province: province ?? (country === 'US' ? 'CA' : '上海市'),
      customFields: { district: country === 'CN' ? '静安区' : null },
      postalCode: postcode,
      countryCode: country,
      phoneNumber: phone,
    },
  })
}

/** Everything but the payment: details, a delivery tier, then ArrangingPayment. */
export async function upToPayment(shopper: Shopper, checkout: Checkout): Promise<OrderAnswer> {
  await details(shopper, checkout)
  const { eligibleShippingMethods } = await shopper<{ eligibleShippingMethods: Array<{ id: string; code: string }> }>(
    `{ eligibleShippingMethods { id code } }`,
  )
  const chosen = eligibleShippingMethods.find((candidate) => candidate.code === (checkout.method ?? ROOM))!
  await shopper(`mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ${ORDER} } }`, { ids: [chosen.id] })
  const { transitionOrderToState } = await shopper<{ transitionOrderToState: OrderAnswer }>(
    `mutation { transitionOrderToState(state: "ArrangingPayment") { ${TRANSITION} } }`,
  )
  return transitionOrderToState
}

export async function pay(shopper: Shopper): Promise<OrderAnswer> {
  const { addPaymentToOrder } = await shopper<{ addPaymentToOrder: OrderAnswer }>(
    `mutation { addPaymentToOrder(input: { method: "call-to-confirm", metadata: {} }) { ${PAYMENT} } }`,
  )
  return addPaymentToOrder
}

export async function add(shopper: Shopper, slug: string, sku: string, quantity = 1): Promise<OrderAnswer> {
  const id = await variantId(shopper, slug, sku)
  const { addItemToOrder } = await shopper<{ addItemToOrder: OrderAnswer }>(
    `mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ${ORDER} } }`,
    { id, quantity },
  )
  return addItemToOrder
}

/** In the owner's overview, both markets' warehouses together; in a market's channel, its own. */
export async function stockOf(admin: AdminRequest, sku: string): Promise<{ stockOnHand: number; stockAllocated: number; id: string }> {
  const { productVariants } = await admin<{
    productVariants: { items: Array<{ id: string; stockOnHand: number; stockAllocated: number }> }
  }>(`query ($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id stockOnHand stockAllocated } } }`, {
    sku,
  })
  return productVariants.items[0]!
}

type AdminOrder = { id: string; lines: Array<{ id: string; quantity: number }>; payments: Array<{ id: string }> }

/** Confirmed on the phone, paid, sent and delivered, as the owner takes an order through the Dashboard; its id. */
export async function deliverOrder(admin: AdminRequest, code: string): Promise<string> {
  const { orders } = await admin<{ orders: { items: Array<AdminOrder> } }>(
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { id lines { id quantity } payments { id } } } }`,
    { code },
  )
  const order = orders.items[0]!
  await admin(`mutation ($id: ID!) { transitionOrderToState(id: $id, state: "Confirmed") { ... on Order { state } } }`, { id: order.id })
  await admin(`mutation ($id: ID!) { settlePayment(id: $id) { ... on Payment { state } } }`, { id: order.payments[0]!.id })
  const { addFulfillmentToOrder } = await admin<{ addFulfillmentToOrder: { id: string } }>(
    `mutation ($input: FulfillOrderInput!) { addFulfillmentToOrder(input: $input) { ... on Fulfillment { id } } }`,
    {
      input: {
        lines: order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
        handler: {
          code: 'manual-fulfillment',
          arguments: [
            { name: 'method', value: 'Van' },
            { name: 'trackingCode', value: '' },
          ],
        },
      },
    },
  )
  for (const state of ['Shipped', 'Delivered'])
    await admin(
      `mutation ($id: ID!, $state: String!) { transitionFulfillmentToState(id: $id, state: $state) { ... on Fulfillment { id } } }`,
      {
        id: addFulfillmentToOrder.id,
        state,
      },
    )
  return order.id
}
