import type { Localized } from '@/features/locale/useLocale'
import type { Money } from '@/ui/Price'
import type { FurnitureKind } from '@/ui/FurnitureIllustration'

/**
 * The first slice of the catalogue, authored in both languages. It is loaded with the
 * catalogue pages only (never on the first load of other pages); the storefront API replaces it.
 */
export type Product = {
  handle: string
  collection: string
  kind: FurnitureKind
  colour: string
  name: Localized
  summary: Localized
  price: Money
  compareAt?: Money
  dimensionsCm: { width: number; depth: number; height: number; seatHeight?: number }
  materials: Localized
  addedAt: string
}

export type Collection = { handle: string; title: Localized; intro: Localized }

export const COLLECTIONS: ReadonlyArray<Collection> = [
  {
    handle: 'kova',
    title: { en: 'Kova modular sofa', zh: 'Kova 模块沙发' },
    intro: {
      en: 'Deep seats, washable covers and modules that rearrange as your room changes.',
      zh: '深坐宽、可拆洗的沙发套，模块随房间变化自由组合。',
    },
  },
  {
    handle: 'sale',
    title: { en: 'Sale', zh: '特惠' },
    intro: {
      en: 'Last pieces of past colours and floor models, checked by our workshop and sold with the full warranty.',
      zh: '往季配色的最后几件与展厅样品，经工坊检验，享受完整质保。',
    },
  },
]

export const PRODUCTS: ReadonlyArray<Product> = [
  {
    handle: 'kova-l-shape-ottoman',
    collection: 'kova',
    kind: 'ottoman',
    colour: '#b9a48a',
    name: { en: 'Kova L-shape ottoman', zh: 'Kova L 型脚凳' },
    summary: {
      en: 'An L-shaped footstool that docks into any Kova sofa to make a chaise, or stands alone as extra seating. Feather-wrapped foam, a removable cover in washable bouclé.',
      zh: '可与任意 Kova 沙发拼接成贵妃位，也可单独作为额外座位的 L 型脚凳。羽绒包裹海绵，可拆洗的圈圈绒外套。',
    },
    price: { en: 449, zh: 2999 },
    dimensionsCm: { width: 98, depth: 98, height: 42, seatHeight: 42 },
    materials: {
      en: 'Kiln-dried pine frame, feather-wrapped foam, 100% recycled polyester bouclé cover.',
      zh: '窑干松木框架，羽绒包裹海绵，100% 再生涤纶圈圈绒面料。',
    },
    addedAt: '2026-09-01',
  },
  {
    handle: 'kova-three-seat-sofa',
    collection: 'kova',
    kind: 'sofa',
    colour: '#8c7b6b',
    name: { en: 'Kova three-seat sofa', zh: 'Kova 三人位沙发' },
    summary: {
      en: 'Three deep seats on oak feet, with covers that zip off for the wash.',
      zh: '橡木脚上的三个深座位，沙发套拉链拆卸，可直接机洗。',
    },
    price: { en: 1890, zh: 12900 },
    dimensionsCm: { width: 228, depth: 98, height: 74, seatHeight: 44 },
    materials: {
      en: 'Kiln-dried pine frame, pocket springs, oak feet, recycled polyester cover.',
      zh: '窑干松木框架，独立袋装弹簧，橡木脚，再生涤纶面料。',
    },
    addedAt: '2026-08-15',
  },
  {
    handle: 'linden-dining-chair',
    collection: 'sale',
    kind: 'chair',
    colour: '#c89b6d',
    name: { en: 'Linden oak dining chair', zh: 'Linden 橡木餐椅' },
    summary: {
      en: 'A solid-oak chair with a curved back that holds you through a long dinner.',
      zh: '实心橡木餐椅，弧形靠背让长时间用餐也舒适。',
    },
    price: { en: 189, zh: 1290 },
    compareAt: { en: 239, zh: 1590 },
    dimensionsCm: { width: 48, depth: 52, height: 80, seatHeight: 46 },
    materials: { en: 'Solid European oak, natural oil finish.', zh: '欧洲实心橡木，天然木蜡油饰面。' },
    addedAt: '2026-03-10',
  },
  {
    handle: 'sora-floor-lamp',
    collection: 'sale',
    kind: 'lamp',
    colour: '#e8dcc6',
    name: { en: 'Sora paper floor lamp', zh: 'Sora 纸质落地灯' },
    summary: {
      en: 'Hand-pleated paper over an ash stand: a soft, even light for reading corners.',
      zh: '白蜡木灯架配手工褶纸灯罩，为阅读角落带来柔和均匀的光。',
    },
    price: { en: 129, zh: 869 },
    compareAt: { en: 169, zh: 1129 },
    dimensionsCm: { width: 40, depth: 40, height: 152 },
    materials: { en: 'Ash stand, mulberry-paper shade, fabric cord.', zh: '白蜡木灯架，桑皮纸灯罩，布艺电线。' },
    addedAt: '2026-05-02',
  },
  {
    handle: 'mori-wool-rug',
    collection: 'sale',
    kind: 'rug',
    colour: '#7d8c7a',
    name: { en: 'Mori hand-tufted wool rug', zh: 'Mori 手工簇绒羊毛地毯' },
    summary: {
      en: 'Dense New Zealand wool in a quiet moss green, 200 × 300 cm.',
      zh: '厚实的新西兰羊毛，低调的苔绿色，200 × 300 厘米。',
    },
    price: { en: 349, zh: 2390 },
    compareAt: { en: 459, zh: 3090 },
    dimensionsCm: { width: 200, depth: 300, height: 2 },
    materials: { en: '100% New Zealand wool, cotton backing.', zh: '100% 新西兰羊毛，棉质背衬。' },
    addedAt: '2026-04-18',
  },
  {
    handle: 'haven-bed-frame',
    collection: 'sale',
    kind: 'bed',
    colour: '#b08968',
    name: { en: 'Haven solid-ash bed frame', zh: 'Haven 实心白蜡木床架' },
    summary: {
      en: 'A low queen-size frame in solid ash with a slatted base; no tools needed beyond the one we send.',
      zh: '低矮的实心白蜡木双人床架，配排骨架床板；随附工具即可完成安装。',
    },
    price: { en: 990, zh: 6790 },
    compareAt: { en: 1290, zh: 8790 },
    dimensionsCm: { width: 166, depth: 212, height: 86 },
    materials: { en: 'Solid ash, birch-plywood slats, water-based lacquer.', zh: '实心白蜡木，桦木多层板床板条，水性漆。' },
    addedAt: '2026-06-20',
  },
]

export function findCollection(handle: string): Collection | undefined {
  return COLLECTIONS.find((collection) => collection.handle === handle)
}

export function productsIn(handle: string): Array<Product> {
  return PRODUCTS.filter((product) => product.collection === handle)
}

export function findProduct(collection: string, handle: string): Product | undefined {
  return PRODUCTS.find((product) => product.handle === handle && product.collection === collection)
}
