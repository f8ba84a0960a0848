import { OnApplicationBootstrap } from '@nestjs/common'
import {
  ProcessContext,
  LanguageCode,
  PaymentMethodService,
  PluginCommonModule,
  RequestContextService,
  ShippingMethodService,
  TransactionalConnection,
  VendurePlugin,
  type CustomFieldConfig,
} from '@vendure/core'
import { SharedCountsPlugin } from '../shared-counts/sharedCounts.plugin.js'
import { gql } from 'graphql-tag'
import { DELIVERY_PREFERENCES } from '#domain/forms/schemas.js'
import { bilingual } from '../../config/bilingual.js'
import { CALL_TO_CONFIRM, callToConfirmHandler } from './callToConfirm.js'
import { CheckoutResolver } from './checkout.resolver.js'
import { OrderTermsResolver, ShopTermsResolver } from './shopTerms.resolver.js'
import { DELIVERY_METHODS, deliveryContents, deliveryPrice } from './delivery.js'
import { DeliveryEstimator } from './deliveryEstimator.js'
import { ShopOrderCodeStrategy } from './orderCode.js'
import { checkoutProcess, phoneOrderProcess, PlacingSessionOnly } from './orderProcess.js'
import { SwatchLimit } from './swatchLimit.js'

const schema = gql`
  enum PostcodeProblem {
    MALFORMED
    UNKNOWN
  }
  "When a delivery to a postcode arrives: dates as YYYY-MM-DD, or why there are none"
  type DeliveryEstimate {
    earliest: String
    latest: String
    problem: PostcodeProblem
  }
  input DeliveryLineInput {
    sku: String!
    quantity: Int!
  }
  type OrderStatusLine {
    sku: String!
    "The product's slug, for its page and to order it again"
    handle: String!
    name: String!
    quantity: Int!
  }
  type OrderStatusTax {
    taxRate: Float!
    taxTotal: Money!
  }
  "The 发票 asked for with an order"
  type OrderInvoice {
    kind: String!
    title: String!
    taxNumber: String
  }
  "Where a placed order stands, for whoever knows its code and the email or phone it was placed with"
  type OrderStatus {
    code: String!
    state: String!
    placedAt: DateTime
    deliveryEarliest: String
    deliveryLatest: String
    delivery: String
    lines: [OrderStatusLine!]!
    currencyCode: CurrencyCode!
    pricesIncludeTax: Boolean!
    "The lines' sum as the market shows prices: with tax where prices include it (minor units)"
    subTotal: Money!
    taxSummary: [OrderStatusTax!]!
    shippingWithTax: Money!
    "What the shopper pays, delivery and tax included (minor units)"
    totalWithTax: Money!
    "Only in the signed-in shopper's own list (myOrders), never by code and contact"
    invoice: OrderInvoice
  }
  "A delivery tier the shop offers, priced in the request's currency (minor units)"
  type DeliveryTier {
    code: String!
    name: String!
    description: String!
    price: Money!
    "Only for orders of fabric swatches alone"
    swatchesOnly: Boolean!
  }
  "A way to pay that the shop takes"
  type ShopPaymentMethod {
    code: String!
    name: String!
    description: String!
  }
  "What the shop is set up to do, as its pages state it: its configuration in Vendure"
  type ShopTerms {
    "The currency the prices are in: the request's"
    currencyCode: CurrencyCode!
    "Cheapest first"
    deliveryTiers: [DeliveryTier!]!
    paymentMethods: [ShopPaymentMethod!]!
    "Days after delivery within which a piece can be returned (0: no returns)"
    returnDays: Int!
    "Nights a sofa or bed can be tried at home before it is returned (0: no home trial)"
    homeTrialNights: Int!
    "Whether the market's prices include tax (its channel's setting): China's do, the US's are before sales tax"
    pricesIncludeTax: Boolean!
  }
  extend type Order {
    "Whether the order's prices include tax, as its market's do: the cart shows the US's before sales tax"
    pricesIncludeTax: Boolean!
  }
  extend type Query {
    shopTerms: ShopTerms!
    "The country (US or CN), when given, must be the postcode's"
    deliveryEstimate(postcode: String!, country: String, lines: [DeliveryLineInput!]!): DeliveryEstimate!
    orderStatus(code: String!, contact: String!): OrderStatus
    "Every order the signed-in shopper placed, in either market, newest first"
    myOrders: [OrderStatus!]!
  }
`

const label = bilingual

const orderFields: Array<CustomFieldConfig> = [
  { name: 'deliveryEarliest', type: 'string', nullable: true, readonly: true, label: label('Arrives from', '最早送达') },
  { name: 'deliveryLatest', type: 'string', nullable: true, readonly: true, label: label('Arrives by', '最晚送达') },
  {
    name: 'deliveryPreference',
    type: 'string',
    nullable: true,
    options: DELIVERY_PREFERENCES.map((value) => ({ value })),
    label: label('Preferred delivery day', '希望送货日'),
  },
  { name: 'deliveryNotes', type: 'text', nullable: true, label: label('Notes for the delivery crew', '给送货师傅的备注') },
  { name: 'placedInLanguage', type: 'string', nullable: true, readonly: true, label: label('Shopper’s language', '顾客语言') },
  // A 发票 request in the China market, checked as the order goes to payment (orderProcess.ts).
  {
    name: 'invoiceKind',
    type: 'string',
    defaultValue: 'none',
    options: [
      { value: 'none', label: label('No invoice', '不需要发票') },
      { value: 'personal', label: label('Invoice to a person', '个人发票') },
      { value: 'company', label: label('Invoice to a company', '单位发票') },
    ],
    label: label('Invoice (fapiao)', '发票'),
  },
  { name: 'invoiceTitle', type: 'string', nullable: true, label: label('Invoice title', '发票抬头') },
  { name: 'invoiceTaxNumber', type: 'string', nullable: true, label: label('Company tax number', '纳税人识别号') },
  // Never in an API: which browser session may open the confirmation page.
  { name: 'placedInSession', type: 'string', nullable: true, internal: true },
]

// What the FAQ, the home page and the product pages say about returns (`shopTerms`): the owner sets them in the Dashboard's settings.
const returnFields: Array<CustomFieldConfig> = [
  {
    name: 'returnDays',
    type: 'int',
    defaultValue: 30,
    min: 0,
    max: 365,
    label: label('Days to return a piece after delivery', '签收后可退货天数'),
  },
  {
    name: 'homeTrialNights',
    type: 'int',
    defaultValue: 100,
    min: 0,
    max: 365,
    label: label('Nights of home trial for sofas and beds', '沙发和床的居家试用晚数'),
  },
]

@VendurePlugin({
  imports: [PluginCommonModule, SharedCountsPlugin],
  compatibility: '^3.7.0',
  providers: [DeliveryEstimator],
  shopApiExtensions: { schema, resolvers: [CheckoutResolver, ShopTermsResolver, OrderTermsResolver] },
  configuration: (config) => {
    config.orderOptions.orderCodeStrategy = new ShopOrderCodeStrategy()
    config.orderOptions.orderByCodeAccessStrategy = new PlacingSessionOnly()
    config.orderOptions.process = [...(config.orderOptions.process ?? []), checkoutProcess, phoneOrderProcess]
    config.orderOptions.orderInterceptors = [...(config.orderOptions.orderInterceptors ?? []), new SwatchLimit()]
    config.paymentOptions.paymentMethodHandlers = [...config.paymentOptions.paymentMethodHandlers, callToConfirmHandler]
    config.shippingOptions.shippingCalculators = [...(config.shippingOptions.shippingCalculators ?? []), deliveryPrice]
    config.shippingOptions.shippingEligibilityCheckers = [...(config.shippingOptions.shippingEligibilityCheckers ?? []), deliveryContents]
    config.customFields.Order = [...(config.customFields.Order ?? []), ...orderFields]
    // A Chinese address names its district (区/县) between the city and the street.
    config.customFields.Address = [
      ...(config.customFields.Address ?? []),
      { name: 'district', type: 'string', nullable: true, label: label('District', '区/县') },
    ]
    config.customFields.GlobalSettings = [...(config.customFields.GlobalSettings ?? []), ...returnFields]
    return config
  },
})
export class CheckoutPlugin implements OnApplicationBootstrap {
  constructor(
    private connection: TransactionalConnection,
    private contexts: RequestContextService,
    private payments: PaymentMethodService,
    private shipping: ShippingMethodService,
    private process: ProcessContext,
  ) {}

  /** Only created when missing, never updated: the owner may change them afterwards. */
  async onApplicationBootstrap(): Promise<void> {
    // A server creates them (one at a time, on Postgres): never the worker as well.
    if (this.process.isWorker) return
    const ctx = await this.contexts.create({ apiType: 'admin' })
    await this.connection.withTransaction(ctx, async (tx) => {
      const { items: payments } = await this.payments.findAll(tx, { take: 100 })
      if (!payments.some((method) => method.code === CALL_TO_CONFIRM)) {
        await this.payments.create(tx, {
          code: CALL_TO_CONFIRM,
          enabled: true,
          handler: { code: CALL_TO_CONFIRM, arguments: [] },
          translations: callToConfirmHandler.description
            .filter(({ languageCode }) => languageCode !== LanguageCode.zh_Hans)
            .map(({ languageCode, value }) => ({ languageCode, name: value, description: '' })),
        })
      }
      const { items: methods } = await this.shipping.findAll(tx, { take: 100 })
      for (const method of DELIVERY_METHODS) {
        if (methods.some((known) => known.code === method.code)) continue
        await this.shipping.create(tx, {
          code: method.code,
          fulfillmentHandler: 'manual-fulfillment',
          checker: { code: deliveryContents.code, arguments: [{ name: 'swatchesOnly', value: String(method.swatchesOnly) }] },
          calculator: {
            code: deliveryPrice.code,
            arguments: [
              { name: 'usd', value: String(method.USD) },
              { name: 'cny', value: String(method.CNY) },
            ],
          },
          translations: method.name.map(({ languageCode, value }, index) => ({
            languageCode,
            name: value,
            description: method.description[index].value,
          })),
        })
      }
    })
  }
}
