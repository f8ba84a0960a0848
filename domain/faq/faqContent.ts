import type { Localized } from '../locale/locales.ts'

// Its id is its deep link (`/faq#payment`): never rename a published one. An answer states the shop's terms only
// through {deliveryTiers}, {swatchDelivery}, {paymentMethods}, {returnPeriod} and {homeTrialPeriod}, filled in from
// Vendure (`shopTerms`); `offered` hides a question while the shop does not offer what it is about.
export const TERM_PLACEHOLDERS = ['deliveryTiers', 'swatchDelivery', 'paymentMethods', 'returnPeriod', 'homeTrialPeriod'] as const
export type TermPlaceholder = (typeof TERM_PLACEHOLDERS)[number]
export type FaqItem = { id: string; q: Localized; a: Localized; offered?: 'returns' | 'homeTrial' | 'delivery' | 'payment' }
export type FaqGroup = { id: string; title: Localized; items: ReadonlyArray<FaqItem> }

export const FAQ: ReadonlyArray<FaqGroup> = [
  {
    id: 'orders',
    title: { en: 'Orders', zh: '订单' },
    items: [
      {
        id: 'change-order',
        q: { en: 'Can I change my order after placing it?', zh: '下单后还能修改订单吗？' },
        a: {
          en: 'Yes, until it leaves the workshop. Write to us with your order number and we will change the fabric, the configuration or the address.',
          zh: '可以，只要订单尚未离开工坊。请附上订单号联系我们，我们可以为您更改面料、组合或收货地址。',
        },
      },
      {
        id: 'payment',
        q: { en: 'Which payment methods do you accept?', zh: '支持哪些付款方式？' },
        a: {
          en: 'At checkout you can choose {paymentMethods}.',
          zh: '结账时可选择的付款方式：{paymentMethods}。',
        },
        offered: 'payment',
      },
      {
        id: 'instalments',
        q: { en: 'Can I pay in instalments?', zh: '可以分期付款吗？' },
        a: {
          en: 'Not at the moment. The ways to pay are {paymentMethods}.',
          zh: '目前不支持分期付款。可选的付款方式：{paymentMethods}。',
        },
        offered: 'payment',
      },
      {
        id: 'order-confirmation',
        q: { en: 'I have not received my order confirmation. What should I do?', zh: '没有收到订单确认，怎么办？' },
        a: {
          en: 'Confirmations usually arrive within ten minutes. Check your spam folder first; if it is not there, write to us with the email address you ordered with and we will resend it.',
          zh: '订单确认邮件通常会在十分钟内发出。请先查看垃圾邮件文件夹；如果仍未收到，请告诉我们下单时使用的邮箱，我们会重新发送。',
        },
      },
    ],
  },
  {
    id: 'delivery',
    title: { en: 'Delivery', zh: '配送' },
    items: [
      {
        id: 'delivery-time',
        q: { en: 'How long does delivery take?', zh: '配送需要多长时间？' },
        a: {
          en: 'Every product page and the checkout give the dates for your postcode, from the stock of that moment. A piece in stock comes sooner than one made to order, which its page marks.',
          zh: '每个商品页和结账页都会按您的邮编和当时的库存给出预计送达日期。现货商品比按单制作的商品送达更快，按单制作的商品会在商品页标明。',
        },
      },
      {
        id: 'delivery-cost',
        q: { en: 'How much does delivery cost?', zh: '运费怎么算？' },
        a: {
          en: 'It depends on how far into your home we bring it: {deliveryTiers}. You choose at checkout, and the price is added to your order. An order of fabric swatches alone: {swatchDelivery}.',
          zh: '运费取决于送货方式：{deliveryTiers}。结账时选择，运费计入订单。只订面料样品的订单：{swatchDelivery}。',
        },
        offered: 'delivery',
      },
      {
        id: 'delivery-areas',
        q: { en: 'Where do you deliver?', zh: '配送范围是哪些地区？' },
        a: {
          en: 'Everywhere in the contiguous United States. For Alaska, Hawaii and Canada, write to us before you order.',
          zh: '中国大陆绝大多数城市均可配送。新疆、西藏及部分偏远地区需额外 3 至 5 天，港澳台地区暂不支持配送。',
        },
      },
      {
        id: 'delivery-room',
        q: { en: 'Do you carry furniture upstairs?', zh: '可以送货上楼吗？' },
        a: {
          en: 'Yes, if you choose it at checkout. The delivery tiers: {deliveryTiers}.',
          zh: '可以，结账时选择相应的送货方式即可：{deliveryTiers}。',
        },
        offered: 'delivery',
      },
      {
        id: 'assembly',
        q: { en: 'Will you assemble the furniture?', zh: '提供安装服务吗？' },
        a: {
          en: 'Choose the delivery that includes it at checkout: {deliveryTiers}. Kova sofas need no tools: the modules click together in minutes, as our assembly video shows.',
          zh: '结账时选择含安装的送货方式即可：{deliveryTiers}。Kova 沙发无需工具，几分钟就能拼好模块，可参考我们的组装视频。',
        },
        offered: 'delivery',
      },
    ],
  },
  {
    id: 'returns',
    title: { en: 'Returns', zh: '退货' },
    items: [
      {
        id: 'home-trial',
        q: { en: 'How does the home trial work?', zh: '居家试用如何进行？' },
        a: {
          en: 'Live with your sofa or bed for up to {homeTrialPeriod}. If it is not right, write to us: we collect it and refund you in full.',
          zh: '沙发或床可在家试用最长 {homeTrialPeriod}。如不满意，请联系我们：我们上门取回并全额退款。',
        },
        offered: 'homeTrial',
      },
      {
        id: 'how-to-return',
        q: { en: 'How do I return something?', zh: '如何申请退货？' },
        a: {
          en: 'Anything can be returned within {returnPeriod} of delivery. Ask for it in your account, under your orders, or write to us with your order number; we call you to book a collection.',
          zh: '所有商品均可在签收后 {returnPeriod}内退货。请在账户的订单中申请，或附上订单号联系我们；我们会致电预约上门取件。',
        },
        offered: 'returns',
      },
      {
        id: 'damaged',
        q: { en: 'What if something arrives damaged?', zh: '收到的商品有损坏怎么办？' },
        a: {
          en: 'Please take a photo and tell us as soon as you can. We send a replacement part or a new piece, and you do not need to keep the packaging.',
          zh: '请拍照并尽快告诉我们。我们会寄出替换零件或新品，您无需保留原包装。',
        },
      },
      {
        id: 'refund-time',
        q: { en: 'When will I get my refund?', zh: '退款多久到账？' },
        a: {
          en: 'Once the piece is back in our workshop, we refund it the way you paid.',
          zh: '商品退回工坊后，我们会按您的付款方式原路退款。',
        },
      },
    ],
  },
  {
    id: 'care',
    title: { en: 'Care', zh: '保养' },
    items: [
      {
        id: 'wash-covers',
        q: { en: 'Can I wash the Kova covers?', zh: 'Kova 沙发套可以水洗吗？' },
        a: {
          en: 'Yes: zip them off and wash at 30 °C on a gentle cycle, then let them dry flat. Do not tumble dry.',
          zh: '可以：拉开拉链取下，30 °C 轻柔模式洗涤后平铺晾干，请勿烘干。',
        },
      },
      {
        id: 'oak-care',
        q: { en: 'How do I look after oiled oak?', zh: '木蜡油涂装的橡木家具如何保养？' },
        a: {
          en: 'Wipe it with a damp cloth and dry it straight away. Once or twice a year, rub in a thin coat of the care oil that came with your piece; it hides small scratches too.',
          zh: '用拧干的湿布擦拭后立即擦干即可。每年用随附的木蜡油薄涂一到两次，细小划痕也会随之淡化。',
        },
      },
      {
        id: 'stains',
        q: { en: 'How do I remove a stain from the fabric?', zh: '面料沾上污渍怎么处理？' },
        a: {
          en: 'Blot, do not rub. Dab with lukewarm water and a drop of mild soap, working from the edge of the stain inwards. For wine or oil, ask us for our stain kit.',
          zh: '先用干布吸干，不要用力搓。用温水加少量中性皂液从污渍外圈向内轻拍。红酒或油渍可联系我们索取专用去渍套装。',
        },
      },
      {
        id: 'pets',
        q: { en: 'Which fabrics suit homes with pets?', zh: '家里有宠物，选哪种面料好？' },
        a: {
          en: 'Our tight weaves, such as Charcoal weave, resist claws best, and every cover can be washed. We advise against bouclé, whose loops catch easily.',
          zh: '织纹紧密的面料（如炭灰编织布）最耐抓挠，而且所有沙发套都可以水洗。不建议选择圈圈绒，毛圈容易被勾起。',
        },
      },
    ],
  },
  {
    id: 'warranty',
    title: { en: 'Warranty', zh: '质保' },
    items: [
      {
        id: 'frame-warranty',
        q: { en: 'What does the 10-year warranty cover?', zh: '10 年质保包括哪些内容？' },
        a: {
          en: 'Frames, springs and joints, for ten years from delivery. Fabrics and cushions are covered for two years.',
          zh: '自送达之日起，框架、弹簧与连接件享 10 年质保；面料与坐垫享 2 年质保。',
        },
      },
      {
        id: 'warranty-claim',
        q: { en: 'How do I make a warranty claim?', zh: '如何申请质保服务？' },
        a: {
          en: 'Send us your order number and a photo of the problem. We reply within two working days and repair or replace the part at home, free of charge.',
          zh: '请发送订单号和问题部位的照片，我们会在两个工作日内回复，并免费上门维修或更换零件。',
        },
      },
      {
        id: 'spare-parts',
        q: { en: 'Can I buy spare parts or new covers?', zh: '可以单独购买零件或新沙发套吗？' },
        a: {
          en: 'Yes, for every piece we have made since 2014: feet, connectors, cushions and covers in any current fabric. A new cover is the easiest way to refresh an old sofa.',
          zh: '可以。2014 年以来的每一款产品都能买到沙发脚、连接件、坐垫以及现有面料的沙发套。换一套新沙发套，是让旧沙发焕然一新最简单的办法。',
        },
      },
    ],
  },
  {
    id: 'business',
    title: { en: 'Business', zh: '企业采购' },
    items: [
      {
        id: 'trade',
        q: { en: 'Do you offer trade prices?', zh: '是否提供企业采购价？' },
        a: {
          en: 'Yes, for projects of 20 pieces or more. See our page for business or write to projects@woodnest.com.',
          zh: '提供，适用于 20 件及以上的项目。请查看企业定制页面，或发送邮件至 projects@woodnest.com。',
        },
      },
      {
        id: 'custom-sizes',
        q: { en: 'Can you make pieces to custom sizes or finishes?', zh: '可以定制尺寸或表面处理吗？' },
        a: {
          en: 'For business projects, yes: lengths, heights, fabrics and wood stains to your specification, with a sample before production starts.',
          zh: '企业项目可以：长度、高度、面料和木材染色均可按您的要求定制，正式生产前会先制作样品供您确认。',
        },
      },
      {
        id: 'invoices',
        q: { en: 'Do you issue VAT invoices?', zh: '可以开具增值税发票吗？' },
        a: {
          en: 'For orders delivered in mainland China, yes: ask for a fapiao at checkout, in your own name or in your company’s with its tax number. After ordering, write to us with your order number. Orders in the United States carry sales tax, not VAT: the confirmation and its email show it.',
          zh: '中国大陆的订单可以：结算时即可申请发票，抬头可为个人或单位（单位需填写纳税人识别号）；下单后如需开票，请附上订单号联系我们。美国订单收取的是销售税而非增值税，订单确认页和确认邮件中均会列明。',
        },
      },
    ],
  },
]

export const QUESTION_IDS: ReadonlySet<string> = new Set(FAQ.flatMap((group) => group.items.map((item) => item.id)))
