import type { Localized } from '@/features/locale/useLocale'

export type FaqGroup = { id: string; title: Localized; items: ReadonlyArray<{ id: string; q: Localized; a: Localized }> }

/** The FAQ, authored in both languages; it loads with the FAQ page only. */
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
          zh: '现货商品 3 至 7 个工作日送达。定制商品的交付周期会在商品页标明，通常为 4 至 6 周。',
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
    ],
  },
]
