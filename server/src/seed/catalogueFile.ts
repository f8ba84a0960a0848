import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { colourFamily } from '#domain/storefront/colourFamily.js'
import { DRAWINGS } from '#domain/storefront/schemas.js'

// Money is in major units here (1890 = $1,890.00); Vendure's are minor.
const code = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case code with dashes'))
const text = v.object({ en: v.pipe(v.string(), v.minLength(1)), zh: v.pipe(v.string(), v.minLength(1)) })
const money = v.object({ USD: v.pipe(v.number(), v.minValue(0)), CNY: v.pipe(v.number(), v.minValue(0)) })
const hex = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #a1b2c3'))
const drawing = v.picklist(DRAWINGS)
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

const FacetSchema = v.object({ code, name: text, values: v.array(v.object({ code, name: text })) })

const CollectionSchema = v.object({
  handle: code,
  title: text,
  description: text,
  drawing,
  colour: hex,
  // `products`: the products whose `collection` names it; `on-sale`: every piece with a compare-at price
  members: v.picklist(['products', 'on-sale']),
})

const ColourSchema = v.object({
  id: code,
  name: text,
  swatch: hex,
  stock: count,
  leadTimeWeeks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

const ProductSchema = v.object({
  handle: code,
  collection: code,
  category: code,
  drawing,
  name: text,
  summary: text,
  description: text,
  colours: v.pipe(v.array(ColourSchema), v.minLength(1)),
  orientations: v.optional(v.array(v.picklist(['left', 'right']))),
  price: money,
  compareAt: v.optional(money),
  materials: text,
  care: text,
  materialCodes: v.array(code),
  badges: v.array(code),
  related: v.array(code),
  addedAt: v.pipe(v.string(), v.isoDate()),
  featuredRank: v.pipe(v.number(), v.integer()),
  dimensionsCm: v.object({ width: count, depth: count, height: count, seatHeight: v.optional(count) }),
})

const SwatchesSchema = v.object({
  handle: code,
  name: text,
  item: text,
  description: text,
  fabrics: v.pipe(v.array(code), v.minLength(1)),
})

const CatalogueFileSchema = v.object({
  facets: v.array(FacetSchema),
  collections: v.array(CollectionSchema),
  products: v.array(ProductSchema),
  swatches: v.optional(SwatchesSchema),
})

export type CatalogueFile = v.InferOutput<typeof CatalogueFileSchema>
export type AuthoredProduct = v.InferOutput<typeof ProductSchema>
export type Text = v.InferOutput<typeof text>

export function readCatalogueFile(path: string): CatalogueFile {
  const parsed = v.safeParse(CatalogueFileSchema, JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.success) {
    const problems = parsed.issues.slice(0, 20).map((issue) => `  ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`)
    throw new Error(`${path} is not a valid catalogue file:\n${problems.join('\n')}`)
  }
  const problems = unknownReferences(parsed.output)
  if (problems.length > 0)
    throw new Error(
      `${path} names what it does not define:\n${problems
        .slice(0, 20)
        .map((problem) => `  ${problem}`)
        .join('\n')}`,
    )
  return parsed.output
}

function unknownReferences({ facets, collections, products, swatches }: CatalogueFile): string[] {
  const values = (facet: string) => new Set(facets.find((candidate) => candidate.code === facet)?.values.map((value) => value.code) ?? [])
  const [categories, colours, materials, badges] = ['category', 'colour', 'material', 'badge'].map(values) as [
    Set<string>,
    Set<string>,
    Set<string>,
    Set<string>,
  ]
  const ranges = new Set(collections.filter((collection) => collection.members === 'products').map((collection) => collection.handle))
  const colourIds = new Set(products.flatMap((product) => product.colours.map((colour) => colour.id)))
  const swatchProblems = (swatches?.fabrics ?? [])
    .filter((fabric) => !colourIds.has(fabric))
    .map((fabric) => `swatches.fabrics: no product has the colour "${fabric}"`)
  return swatchProblems.concat(
    products.flatMap((product, index) => {
      const at = `products.${index} (${product.handle})`
      return [
        ...(ranges.has(product.collection) ? [] : [`${at}.collection: no collection "${product.collection}"`]),
        ...(categories.has(product.category) ? [] : [`${at}.category: no category "${product.category}"`]),
        ...product.badges.filter((badge) => !badges.has(badge)).map((badge) => `${at}.badges: no badge "${badge}"`),
        ...product.materialCodes.filter((code) => !materials.has(code)).map((code) => `${at}.materialCodes: no material "${code}"`),
        ...product.colours
          .filter((colour) => !colours.has(colourFamily(colour.swatch)))
          .map((colour) => `${at}.colours.${colour.id}: no colour facet value "${colourFamily(colour.swatch)}" for ${colour.swatch}`),
      ]
    }),
  )
}
