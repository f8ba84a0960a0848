import { LanguageCode, ShippingCalculator, ShippingEligibilityChecker, type Injector, type Order } from '@vendure/core'
import { isSwatchSku } from '#domain/storefront/paths.js'
import { bilingual } from '../../config/bilingual.js'
import { DeliveryEstimator } from './deliveryEstimator.js'

const en = (value: string) => ({ languageCode: LanguageCode.en, value })
const zh = (value: string) => ({ languageCode: LanguageCode.zh, value })

/** Prices in minor units (docs/delivery.md says why these). */
export const DELIVERY_METHODS = [
  {
    code: 'to-the-door',
    USD: 4900,
    CNY: 29900,
    swatchesOnly: false,
    name: [en('To the door'), zh('送货到门口')],
    description: [en('Two people bring it to your front door.'), zh('两名师傅送到您家门口。')],
  },
  {
    code: 'to-the-room',
    USD: 12900,
    CNY: 69900,
    swatchesOnly: false,
    name: [en('To the room of your choice'), zh('送货入户到指定房间')],
    description: [
      en('Carried up the stairs to the room you choose; we take the packaging away.'),
      zh('搬上楼送到您指定的房间，并带走包装。'),
    ],
  },
  {
    code: 'room-and-assembly',
    USD: 19900,
    CNY: 109900,
    swatchesOnly: false,
    name: [en('To the room, assembled'), zh('入户并安装')],
    description: [
      en('To the room you choose, assembled and placed; packaging taken away.'),
      zh('送到指定房间，安装摆放到位，并带走包装。'),
    ],
  },
  {
    code: 'swatches-by-post',
    USD: 0,
    CNY: 0,
    swatchesOnly: true,
    name: [en('Swatches by post'), zh('样品邮寄')],
    description: [en('Free: your swatches come in an envelope.'), zh('免费：样品装在信封里寄给您。')],
  },
] as const

const onlySwatches = (order: Order) => order.lines.length > 0 && order.lines.every((line) => isSwatchSku(line.productVariant?.sku ?? ''))

export const deliveryContents = new ShippingEligibilityChecker({
  code: 'woodnest-delivery-contents',
  description: bilingual('Furniture, or swatches alone', '家具，或仅样品'),
  args: {
    swatchesOnly: { type: 'boolean', defaultValue: false, label: bilingual('Only for orders of swatches alone', '仅限只含样品的订单') },
  },
  check: (_ctx, order, args) => onlySwatches(order) === args.swatchesOnly,
})

let estimator: DeliveryEstimator

export const deliveryPrice = new ShippingCalculator({
  code: 'woodnest-delivery',
  description: bilingual('Delivery priced in dollars and yuan', '按美元和人民币定价的配送'),
  args: {
    usd: {
      type: 'int',
      defaultValue: 0,
      ui: { component: 'number-form-input', min: 0 },
      label: bilingual('Price in US cents', '价格（美分）'),
    },
    cny: { type: 'int', defaultValue: 0, ui: { component: 'number-form-input', min: 0 }, label: bilingual('Price in fen', '价格（分）') },
  },
  init: (injector: Injector) => {
    estimator = injector.get(DeliveryEstimator)
  },
  calculate: async (ctx, order, args) => {
    const estimate = await estimator.estimateOrder(ctx, order)
    return {
      price: order.currencyCode === 'CNY' ? args.cny : args.usd,
      priceIncludesTax: true,
      taxRate: 0,
      metadata: estimate ? { estimate } : {},
    }
  },
})
