import type { Category } from '../../../lib/storefront/schemas.ts'
// The authored catalogue, read at build time only (emitted as the storefront API's static JSON).
export type Text = { en: string; zh: string }

export type Money = { USD: number; CNY: number }

type Drawing = 'sofa' | 'ottoman' | 'chair' | 'lamp' | 'rug' | 'bed' | 'table' | 'storage' | 'cushion'

type Badge = 'new' | 'bestseller' | 'limited' | 'made-to-order'

type Colour = {
  id: string
  name: Text
  swatch: string
  // per orientation, or in total when the product has none
  stock: number
  // absent with stock 0 = sold out
  leadTimeWeeks?: number
}

export type AuthoredProduct = {
  handle: string
  // never 'sale': sale membership comes from compareAt
  collection: string
  category: Category
  drawing: Drawing
  name: Text
  summary: Text
  description: Text
  colours: Array<Colour>
  // which side the chaise/arm is on, as you face the piece
  orientations?: Array<'left' | 'right'>
  price: Money
  compareAt?: Money
  dimensionsCm: { width: number; depth: number; height: number; seatHeight?: number }
  materials: Text
  care: Text
  badges: Array<Badge>
  related: Array<string>
  addedAt: string
  // lower = shown first under "featured"
  featuredRank: number
}

export type AuthoredCollection = {
  handle: string
  title: Text
  description: Text
  drawing: Drawing
  colour: string
}
