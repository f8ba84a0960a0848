import type { Localized } from '../locale/locales.ts'

// Its id is its deep link (`/faq#payment`): never rename a published one.
export type FaqItem = { id: string; q: Localized; a: Localized }
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
          en: 'All major cards, Apple Pay and Google Pay; in China, Alipay and WeChat Pay.',
          zh: '支持主流银行卡、Apple Pay 与 Google Pay；在中国大陆支持支付宝和微信支付。',
        },
      },
      {
        id: 'instalments',
        q: { en: 'Can I pay in instalments?', zh: '可以分期付款吗？' },
        a: {
          en: 'Yes, on orders over $500: choose “Pay in 4” at checkout to split the price into four interest-free payments, one every two weeks.',
          zh: '可以。订单满 ¥3,000 时，结账页面可选择花呗或信用卡分期，3 期和 6 期免息，手续费由木巢家居承担。',
        },
      },
      {
        id: 'order-confirmation',
        q: { en: 'I have not received my order confirmation. What should I do?', zh: '没有收到订单确认，怎么办？' },
        a: {
          en: 'Confirmations usually arrive within ten minutes. Check your spam folder first; if it is not there, write to us with the email address you ordered with and we will resend it.',
          zh: '订单确认通常会在十分钟内以短信和邮件发出。请先查看垃圾邮件文件夹；如果仍未收到，请告诉我们下单时使用的手机号或邮箱，我们会重新发送。',
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
          en: 'Pieces in stock arrive in 3 to 7 working days. Made-to-order pieces show their lead time on the product page, usually 4 to 6 weeks.',
          zh: '现货商品 3 至 7 个工作日送达。按单制作商品的交付周期会在商品页标明，通常为 4 至 6 周。',
        },
      },
      {
        id: 'delivery-cost',
        q: { en: 'How much does delivery cost?', zh: '运费怎么算？' },
        a: {
          en: 'Nothing: delivery is free on every order, whatever its size. Two people bring it to the room of your choice and take the packaging away.',
          zh: '免运费：所有订单一律包邮，不论金额多少。两名配送员会把商品送到您指定的房间，并带走全部包装。',
        },
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
          en: 'Yes. Two people bring every piece to the room of your choice, unpack it and take the packaging away, at no extra cost.',
          zh: '可以。两名配送员会把商品搬到您指定的房间，拆开包装并带走包装材料，不另收费。',
        },
      },
      {
        id: 'assembly',
        q: { en: 'Will you assemble the furniture?', zh: '提供安装服务吗？' },
        a: {
          en: 'Beds, wardrobes and tables are assembled free of charge by the delivery crew. Kova sofas need no tools: the modules click together in minutes, as our assembly video shows.',
          zh: '床、衣柜和餐桌由配送员免费安装。Kova 沙发无需工具，几分钟就能拼好模块，可参考我们的组装视频。',
        },
      },
    ],
  },
  {
    id: 'returns',
    title: { en: 'Returns', zh: '退货' },
    items: [
      {
        id: 'home-trial',
        q: { en: 'How does the 100-night home trial work?', zh: '100 晚居家试用如何进行？' },
        a: {
          en: 'Live with your sofa or bed for up to 100 nights. If it is not right, we collect it for free and refund you in full.',
          zh: '沙发或床可在家试用最长 100 晚。如不满意，我们免费上门取回并全额退款。',
        },
      },
      {
        id: 'how-to-return',
        q: { en: 'How do I return something?', zh: '如何申请退货？' },
        a: {
          en: 'Anything else can be returned within 30 days. Start the return in the app or write to us; we book a collection, and small items can go back by post with a prepaid label.',
          zh: '其他商品可在签收后 30 天内退货。请在 App 中提交退货申请或联系客服，我们会预约上门取件；小件商品也可使用预付运单寄回。',
        },
      },
      {
        id: 'damaged',
        q: { en: 'What if something arrives damaged?', zh: '收到的商品有损坏怎么办？' },
        a: {
          en: 'Please take a photo and tell us within 7 days. We send a replacement part or a new piece straight away, and you do not need to keep the packaging.',
          zh: '请拍照并在签收后 7 天内告诉我们。我们会立即寄出替换零件或新品，您无需保留原包装。',
        },
      },
      {
        id: 'refund-time',
        q: { en: 'When will I get my refund?', zh: '退款多久到账？' },
        a: {
          en: 'Within 5 working days of the piece reaching our workshop, to the card or account you paid with.',
          zh: '商品退回工坊后 5 个工作日内原路退款；支付宝和微信支付通常当天到账。',
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
          en: 'Yes. Add your company name and tax number at checkout and the invoice is emailed with your order confirmation.',
          zh: '可以。结账时填写公司名称和纳税人识别号，即可开具增值税普通发票或专用发票，电子发票会随订单确认一同发送。',
        },
      },
    ],
  },
]

export const QUESTION_IDS: ReadonlySet<string> = new Set(FAQ.flatMap((group) => group.items.map((item) => item.id)))
