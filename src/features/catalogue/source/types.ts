import type { Category } from '../../../lib/storefront/schemas.ts'
/**
 * The authored catalogue: the one source of every product, in both languages. It is read at
 * build time only (the build emits it as the storefront API's static JSON); the app never
 * imports it.
 */
export type Text = { en: string; zh: string }

/** A price in both currencies the shop sells in: US dollars (English) and yuan (Chinese). */
export type Money = { USD: number; CNY: number }

/** Which drawing illustrates the piece (see src/ui/FurnitureIllustration.tsx). */
type Drawing = 'sofa' | 'ottoman' | 'chair' | 'lamp' | 'rug' | 'bed' | 'table' | 'storage' | 'cushion'

type Badge = 'new' | 'bestseller' | 'limited' | 'made-to-order'

type Colour = {
  /** kebab-case, unique within the product, used in URLs (`?colour=oat-boucle`) */
  id: string
  name: Text
  /** CSS hex colour of the swatch and of the drawing */
  swatch: string
  /** Pieces in stock per orientation (or in total when the product has none); 0 = none in stock */
  stock: number
  /** When not in stock: weeks to make it; absent and stock 0 = sold out (unavailable) */
  leadTimeWeeks?: number
}

export type AuthoredProduct = {
  /** kebab-case, unique across the catalogue */
  handle: string
  /** the collection the product lives in (never 'sale': sale membership comes from compareAt) */
  collection: string
  category: Category
  drawing: Drawing
  name: Text
  /** one sentence for cards and the top of the product page */
  summary: Text
  /** two to four sentences for the product page */
  description: Text
  colours: Array<Colour>
  /** corner and chaise pieces: which side the chaise/arm is on, as you face the piece */
  orientations?: Array<'left' | 'right'>
  price: Money
  /** set on discounted products only: the price before the sale (higher than price) */
  compareAt?: Money
  dimensionsCm: { width: number; depth: number; height: number; seatHeight?: number }
  materials: Text
  care: Text
  badges: Array<Badge>
  /** handles of 2-4 other products shown as "goes well with" */
  related: Array<string>
  /** ISO date the product was added (for "newest" and "new arrivals") */
  addedAt: string
  /** lower = shown first under "featured" */
  featuredRank: number
}

export type AuthoredCollection = {
  handle: string
  title: Text
  description: Text
  /** the drawing and colour of the collection's tile */
  drawing: Drawing
  colour: string
}
