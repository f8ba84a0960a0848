import type { Locale } from '#domain/locale/locales.js'

// What each field of the catalogue resources means, by field name: a name means the same
// wherever it appears (a product's `price` and a related product's `price`).
const en = {
  locale: 'The language of the texts: `en` or `zh`.',
  currency: 'The currency of every price in the resource: USD for `en`, CNY for `zh`.',
  handle: 'The identifier used in the shop’s URLs: lowercase words joined by hyphens.',
  title: 'The collection’s name.',
  description: 'A paragraph about it, as the shop shows it.',
  drawing: 'Which line drawing the shop shows for it.',
  colour: 'For a collection, the colour of its drawing (CSS hex). For a variant, the `id` of one of the product’s colours.',
  productCount: 'How many products the collection holds.',
  collection: 'For a product, the handle of its collection; in a collection resource, the collection itself.',
  name: 'The name, in the language of the resource.',
  summary: 'One sentence about the product, for cards and search results.',
  category: 'The kind of furniture, for the filters.',
  price:
    'The price in the resource’s currency, as the product page shows it; delivery is chosen and charged at checkout. For a product, its lowest variant price.',
  compareAt: 'The price before the discount; present only while the item is on sale.',
  badges: 'Labels the shop shows on the product.',
  colours: 'The fabrics or finishes it comes in; the first is the one shown by default.',
  id: 'The colour’s identifier, used in SKUs and in the product page’s `colour` search param.',
  swatch: 'The colour as CSS hex, for a swatch.',
  available: 'Whether it can be ordered now (in stock or made to order).',
  addedAt: 'The day it joined the catalogue (ISO 8601), for “newest first”.',
  featuredRank: 'Its place in the shop’s recommended order: lower comes first.',
  sku: 'The stock-keeping unit: the product’s handle, the colour’s `id` and, for a piece with two sides, the orientation, joined by `/`.',
  orientation: 'For a piece with two sides: which side its long end is on, as you face it.',
  stock: 'Pieces ready to ship; 0 with `leadTimeWeeks` means made to order.',
  leadTimeWeeks: 'For a made-to-order variant: the weeks until it ships.',
  materials: 'What it is made of.',
  care: 'How to clean and look after it.',
  dimensionsCm: 'The outer dimensions in centimetres.',
  width: 'Width in centimetres.',
  depth: 'Depth in centimetres.',
  height: 'Height in centimetres.',
  seatHeight: 'Height of the seat from the floor in centimetres, for seating.',
  orientations: 'For a piece with two sides: the sides it comes in.',
  variants: 'Every colour (× side) that can be ordered, with its own price and stock.',
  related: 'Products the shop suggests with this one.',
  collections: 'The collections, the sale included.',
  products: 'Summaries of the products, in the shop’s recommended order.',
  product: 'The product.',
  newArrivals: 'The eight newest products, newest first.',
  onSale: 'The four deepest discounts.',
  faq: 'The FAQ questions the search can find, with the `id` of their answer on the FAQ page.',
  pages:
    'Pages of the shop the search can find besides the catalogue (the free fabric swatches, `/swatches`), by route `id`, with their title in the language.',
  question: 'The question, as the FAQ page shows it.',
  vocabulary: 'Each indexed word stem, mapped to the word as written, for “did you mean”.',
  index: 'The MiniSearch index over `products`, `collections`, `pages` and `faq`, in MiniSearch’s own JSON format.',
}

const zh: typeof en = {
  locale: '文本的语言：`en`（英文）或 `zh`（中文）。',
  currency: '该资源中所有价格的币种：`en` 为美元（USD），`zh` 为人民币（CNY）。',
  handle: '商店网址中使用的标识：由连字符连接的小写单词。',
  title: '系列名称。',
  description: '一段介绍文字，与商店页面上显示的相同。',
  drawing: '商店为其显示的线稿插图。',
  colour: '对于系列：插图的颜色（CSS 十六进制）。对于规格：商品某一颜色的 `id`。',
  productCount: '该系列包含的商品数量。',
  collection: '对于商品：其所属系列的 handle；在系列资源中：系列本身。',
  name: '名称，使用该资源的语言。',
  summary: '一句话介绍商品，用于商品卡片和搜索结果。',
  category: '家具类别，用于筛选。',
  price: '以该资源币种计的价格，与商品页所示一致；运费在结账时选择并另计。对于商品，为其各规格中的最低价。',
  compareAt: '折扣前的原价；仅在促销期间出现。',
  badges: '商店在商品上显示的标签。',
  colours: '可选的面料或饰面；第一项为默认显示的颜色。',
  id: '颜色的标识，用于 SKU 和商品页的 `colour` 查询参数。',
  swatch: '颜色的 CSS 十六进制值，用于色块。',
  available: '现在是否可以下单（有现货或可按单制作）。',
  addedAt: '上架日期（ISO 8601），用于“最新上架”排序。',
  featuredRank: '在商店推荐排序中的位置：数字越小越靠前。',
  sku: '库存单位（SKU）：商品 handle、颜色 `id`，以及双向款式的方向，以 `/` 连接。',
  orientation: '双向款式：面对家具时，加长一侧所在的方向。',
  stock: '可立即发货的件数；为 0 且有 `leadTimeWeeks` 时表示按单制作。',
  leadTimeWeeks: '按单制作的规格：距发货的周数。',
  materials: '材质。',
  care: '清洁与保养方法。',
  dimensionsCm: '外形尺寸，单位为厘米。',
  width: '宽度，单位为厘米。',
  depth: '深度，单位为厘米。',
  height: '高度，单位为厘米。',
  seatHeight: '座面离地高度，单位为厘米，仅适用于座椅类。',
  orientations: '双向款式：可选的方向。',
  variants: '所有可下单的颜色（× 方向）规格，各有价格和库存。',
  related: '商店推荐与之搭配的商品。',
  collections: '全部系列，包括特惠。',
  products: '商品摘要，按商店推荐顺序排列。',
  product: '商品。',
  newArrivals: '最新上架的八件商品，最新的在前。',
  onSale: '折扣力度最大的四件商品。',
  faq: '搜索可找到的常见问题，附带其答案在常见问题页上的 `id`。',
  pages: '除商品目录外，搜索可找到的商店页面（免费面料样品，`/swatches`），按路由 `id` 列出，附带该语言的标题。',
  question: '问题，与常见问题页上显示的相同。',
  vocabulary: '每个已索引的词干对应的原词，用于“您是不是要找”。',
  index: '基于 `products`、`collections`、`pages` 和 `faq` 的 MiniSearch 索引，采用 MiniSearch 自身的 JSON 格式。',
}

export const CATALOGUE_FIELDS: Record<Locale, Record<string, string>> = { en, zh }

type JsonSchemaNode = {
  properties?: Record<string, JsonSchemaNode & { description?: string }>
  items?: JsonSchemaNode
  anyOf?: Array<JsonSchemaNode>
  oneOf?: Array<JsonSchemaNode>
}

/** Adds the explanation of every field the dictionary knows, at any depth. */
export function describeFields(schema: JsonSchemaNode, fields: Record<string, string>): void {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    property.description ??= fields[name]
    describeFields(property, fields)
  }
  for (const child of [schema.items, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) if (child) describeFields(child, fields)
}
