import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInToAdminApi, type AdminClient } from '../../server/src/seed/adminClient.ts'
import { jobsDone } from '../../server/src/seed/importCatalogue.ts'
import { graphql, startShop, type ShopProcess } from './shopProcess.ts'

type Seed = {
  collections: Array<{ handle: string; members: string }>
  swatches: { fabrics: Array<string> }
  products: Array<{
    handle: string
    badges: string[]
    name: { en: string; zh: string }
    price: { USD: number; CNY: number }
    compareAt?: { USD: number; CNY: number }
    colours: Array<{ id: string; stock: number; leadTimeWeeks?: number }>
    orientations?: string[]
  }>
}
const SEED_PATH = 'server/seed/catalogue.json'
const seed = JSON.parse(readFileSync(SEED_PATH, 'utf8')) as Seed

const PRODUCT = `query ($slug: String!) {
  product(slug: $slug) {
    name
    customFields { summary widthCm }
    facetValues { code facet { code } }
    variants { sku price priceWithTax currencyCode stockLevel compareAtPrice customFields { leadTimeWeeks } options { code customFields { swatch } } }
  }
}`

/** Everything an import could change (but the rows' write times), in a form that compares equal when nothing changed. */
async function snapshot(admin: AdminClient): Promise<unknown> {
  return inStableOrder(
    await admin(`{
    products(options: { take: 1000, sort: { id: ASC } }) { totalItems items { id slug name translations { languageCode name description customFields { summary } }
      facetValues { code } variants { id sku stockOnHand prices { currencyCode price customFields { compareAtPrice } } } } }
    collections(options: { take: 100 }) { items { id slug filters { code args { name value } } } }
    facets(options: { take: 100 }) { items { id code values { id code } } }
  }`),
  )
}

// Postgres returns a variant's prices (and other child rows) in no fixed order.
function inStableOrder(value: unknown): unknown {
  if (Array.isArray(value)) {
    const key = (item: unknown) => {
      const row = item as Record<string, unknown>
      return String(row.currencyCode ?? row.languageCode ?? row.sku ?? row.slug ?? row.code ?? '')
    }
    return value.map(inStableOrder).sort((a, b) => key(a).localeCompare(key(b)))
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inStableOrder(v)]))
  return value
}

// Asynchronous, so that this process keeps reading its own sockets meanwhile.
async function runImport(shop: ShopProcess, file: string): Promise<{ status: number; stdout: string; stderr: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['server/dist/cli/import.js', file], {
      env: { ...process.env, DATA_DIR: shop.dataDir, SHOP_URL: shop.url },
    })
    return { status: 0, stdout, stderr: '' }
  } catch (error) {
    const failed = error as { code?: number; stderr?: string }
    return { status: failed.code ?? 1, stdout: '', stderr: failed.stderr ?? String(error) }
  }
}

/** Whether the Shop API answered a product from the answers it keeps until the catalogue changes (Apollo's cache sets Age). */
async function answeredFromCache(shop: ShopProcess, slug: string): Promise<boolean> {
  const answer = await fetch(`${shop.url}/shop-api?languageCode=en&currencyCode=USD&vendure-token=us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: PRODUCT, variables: { slug } }),
  })
  await answer.arrayBuffer()
  return answer.headers.has('age')
}

describe('the catalogue in Vendure, seeded from the data file', () => {
  let shop: ShopProcess
  let admin: AdminClient
  beforeAll(async () => {
    shop = await startShop()
    const secrets = JSON.parse(readFileSync(join(shop.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>
    admin = await signInToAdminApi(`${shop.url}/admin-api`, secrets.superadminUsername!, secrets.superadminPassword!)
  })
  afterAll(() => shop.stop())

  it('holds every product, variant and collection of the file', async () => {
    const { products, productVariants, collections } = await admin<{
      products: { totalItems: number }
      productVariants: { totalItems: number }
      collections: { items: Array<{ slug: string }> }
    }>(
      `{ products(options: { take: 0 }) { totalItems } productVariants(options: { take: 0 }) { totalItems } collections { items { slug } } }`,
    )
    // The file's products and the free swatches, a product of their own.
    expect(products.totalItems).toBe(seed.products.length + 1)
    const variants = seed.products.reduce((sum, p) => sum + p.colours.length * (p.orientations?.length ?? 1), 0)
    // One swatch per fabric the file names.
    expect(productVariants.totalItems).toBe(variants + seed.swatches.fabrics.length)
    expect(collections.items.map((c) => c.slug).sort()).toEqual(seed.collections.map((c) => c.handle).sort())
  })

  it('answers the Shop API in English with dollars and in Chinese with yuan, at the prices of the file', async () => {
    const ottoman = seed.products.find((p) => p.handle === 'kova-l-shape-ottoman')!
    type Answer = {
      product: { name: string; variants: Array<{ sku: string; priceWithTax: number; currencyCode: string; options: unknown[] }> }
    }
    const en = await graphql<Answer>(`${shop.url}/shop-api?languageCode=en&currencyCode=USD&vendure-token=us`, PRODUCT, {
      slug: ottoman.handle,
    })
    const zh = await graphql<Answer>(`${shop.url}/shop-api?languageCode=zh&currencyCode=CNY&vendure-token=cn`, PRODUCT, {
      slug: ottoman.handle,
    })
    expect(en.data?.product.name).toBe(ottoman.name.en)
    expect(zh.data?.product.name).toBe(ottoman.name.zh)
    // The file's prices are the shelf prices: before sales tax in the US, VAT included in China.
    expect(en.data?.product.variants.map((v) => [v.sku, v.priceWithTax, v.currencyCode])).toContainEqual([
      `${ottoman.handle}/${ottoman.colours[0]!.id}/left`,
      ottoman.price.USD * 100,
      'USD',
    ])
    expect(zh.data?.product.variants.map((v) => [v.sku, v.priceWithTax, v.currencyCode])).toContainEqual([
      `${ottoman.handle}/${ottoman.colours[0]!.id}/right`,
      ottoman.price.CNY * 100,
      'CNY',
    ])
    // colour × orientation
    expect(en.data?.product.variants[0]!.options).toHaveLength(2)
  })

  it('computes the sale collection from compare-at prices, and answers the compare-at price per currency', async () => {
    const discounted = seed.products.filter((p) => p.compareAt)
    const sale = await graphql<{ collection: { productVariants: { items: Array<{ product: { slug: string } }> } } }>(
      `${shop.url}/shop-api`,
      `
        {
          collection(slug: "sale") {
            productVariants(options: { take: 100 }) {
              items {
                product {
                  slug
                }
              }
            }
          }
        }
      `,
    )
    const members = new Set(sale.data?.collection.productVariants.items.map((item) => item.product.slug))
    expect([...members].sort()).toEqual(discounted.map((p) => p.handle).sort())

    const piece = discounted[0]!
    const zh = await graphql<{ product: { variants: Array<{ compareAtPrice: number | null }> } }>(
      `${shop.url}/shop-api?languageCode=zh&currencyCode=CNY&vendure-token=cn`,
      PRODUCT,
      { slug: piece.handle },
    )
    expect(zh.data?.product.variants[0]!.compareAtPrice).toBe(piece.compareAt!.CNY * 100)
  })

  it.each(['us', 'cn'])(
    'keeps stock per variant in the %s market’s warehouse, and a made-to-order variant stays orderable without stock',
    async (market) => {
      const product = seed.products.find((p) => p.colours.some((c) => c.stock === 0 && c.leadTimeWeeks))!
      const madeToOrder = product.colours.find((c) => c.stock === 0 && c.leadTimeWeeks)!
      const answer = await graphql<{
        product: { variants: Array<{ sku: string; stockLevel: string; customFields: { leadTimeWeeks: number | null } }> }
      }>(`${shop.url}/shop-api?vendure-token=${market}`, PRODUCT, { slug: product.handle })
      const variant = answer.data?.product.variants.find((v) => v.sku.startsWith(`${product.handle}/${madeToOrder.id}`))
      expect(variant?.customFields.leadTimeWeeks).toBe(madeToOrder.leadTimeWeeks)
      // The shop shows the pieces ready to ship (none: it says "made to order"), not the backorder allowance.
      expect(variant?.stockLevel).toBe('0')
      const inStock = product.colours.find((c) => c.stock > 0)!
      const stocked = answer.data?.product.variants.find((v) => v.sku.startsWith(`${product.handle}/${inStock.id}`))
      expect(stocked?.stockLevel).toBe(String(inStock.stock))
    },
  )

  it('answers a collection with no products with an empty list, on either engine (the sale after it ends)', async () => {
    await admin(
      `mutation { createCollection(input: { translations: [{ languageCode: en, name: "Empty room", slug: "empty-room", description: "" }], filters: [] }) { id } }`,
    )
    const answer = await graphql<{ collection: { products: Array<{ slug: string }> } }>(
      `${shop.url}/shop-api`,
      `
        {
          collection(slug: "empty-room") {
            products {
              slug
            }
          }
        }
      `,
    )
    expect(answer.errors).toBeUndefined()
    expect(answer.data?.collection.products).toEqual([])
  })

  it("answers a product's related pieces as the file pairs them, translated, leaving out one the owner disabled", async () => {
    const armchair = seed.products.find((p) => p.handle === 'kova-armchair') as Seed['products'][number] & { related: Array<string> }
    // Two texts, two answers: the second is worked out anew, never one the catalogue cache kept.
    const ask = async (fields: string) =>
      (
        await graphql<{ product: { relatedProducts: Array<{ slug: string; name: string }> } }>(
          `${shop.url}/shop-api?languageCode=zh&currencyCode=CNY&vendure-token=cn`,
          `query ($slug: String!) { product(slug: $slug) { relatedProducts { ${fields} } } }`,
          { slug: armchair.handle },
        )
      ).data!.product.relatedProducts
    const pairing = async () =>
      (
        await admin<{ product: { customFields: { related: Array<{ slug: string }> } } }>(
          `query ($slug: String!) { product(slug: $slug) { customFields { related { slug } } } }`,
          { slug: armchair.handle },
        )
      ).product.customFields.related.map((piece) => piece.slug)
    const before = await ask('slug name')
    expect(before.map((piece) => piece.slug).sort()).toEqual([...armchair.related].sort())
    expect(before.every((piece) => /\p{Script=Han}/u.test(piece.name))).toBe(true)

    const [hidden] = armchair.related
    const { products } = await admin<{ products: { items: Array<{ id: string }> } }>(
      `query ($slug: String!) { products(options: { filter: { slug: { eq: $slug } } }) { items { id } } }`,
      { slug: hidden },
    )
    const enable = (enabled: boolean) =>
      admin(`mutation ($id: ID!, $enabled: Boolean!) { updateProduct(input: { id: $id, enabled: $enabled }) { id } }`, {
        id: products.items[0]!.id,
        enabled,
      })
    await enable(false)
    try {
      const after = await ask('name slug')
      expect(after.map((piece) => piece.slug).sort()).toEqual(armchair.related.filter((slug) => slug !== hidden).sort())
      // The owner's pairing keeps it, for when the piece comes back.
      expect(await pairing()).toContain(hidden)
    } finally {
      await enable(true)
    }
  })

  it('keeps the pairing itself from shoppers: the Shop API has no related custom field, so no disabled piece shows through it', async () => {
    const answer = await graphql(
      `${shop.url}/shop-api`,
      `
        {
          product(slug: "kova-armchair") {
            customFields {
              related {
                slug
                enabled
              }
            }
          }
        }
      `,
    )
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "related"/)
  })

  it('changes nothing when the same file is imported again, not even the answers kept for shoppers', async () => {
    const slug = seed.products[0]!.handle
    // The jobs of earlier changes (collections, search index) announce changes as they end.
    await jobsDone(admin)
    await expect.poll(() => answeredFromCache(shop, slug), { timeout: 60_000 }).toBe(true)
    const before = await snapshot(admin)
    const result = await runImport(shop, SEED_PATH)
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain(`0 new, 0 updated, ${seed.products.length} unchanged`)
    expect(await snapshot(admin)).toEqual(before)
    // Writing what the shop already holds would still be a catalogue change, emptying every kept answer.
    expect(await answeredFromCache(shop, slug)).toBe(true)
  })

  it('adds what is new, updates what the file names, and keeps what the owner made or changed', async () => {
    const { createProduct } = await admin<{ createProduct: { id: string } }>(
      `mutation { createProduct(input: { translations: [{ languageCode: en, name: "Owner's stool", slug: "owners-stool", description: "" }] }) { id } }`,
    )
    // The owner's own changes to pieces the file names: stock, a product taken off sale, a facet value.
    type Known = { product: { id: string; variants: Array<{ id: string }> } }
    const first = (await admin<Known>(`{ product(slug: "${seed.products[0]!.handle}") { id variants { id } } }`)).product
    const third = (await admin<Known>(`{ product(slug: "${seed.products[2]!.handle}") { id variants { id } } }`)).product
    const { facets } = await admin<{ facets: { items: Array<{ code: string; values: Array<{ id: string; code: string }> }> } }>(
      `{ facets { items { code values { id code } } } }`,
    )
    const extraBadge = facets.items
      .find((facet) => facet.code === 'badge')!
      .values.find((value) => !seed.products[0]!.badges.includes(value.code))!
    // In the US market's warehouse, where its stock is read back below.
    const inUs = admin.asking({ 'vendure-token': 'us' })
    await inUs(`mutation ($id: ID!) { updateProductVariants(input: [{ id: $id, stockOnHand: 3 }]) { id } }`, { id: first.variants[0]!.id })
    await admin(`mutation ($id: ID!) { updateProduct(input: { id: $id, enabled: false }) { id } }`, { id: third.id })
    const { product: withFacets } = await admin<{ product: { facetValues: Array<{ id: string }> } }>(
      `{ product(slug: "${seed.products[0]!.handle}") { facetValues { id } } }`,
    )
    await admin(`mutation ($id: ID!, $facetValueIds: [ID!]) { updateProduct(input: { id: $id, facetValueIds: $facetValueIds }) { id } }`, {
      id: first.id,
      facetValueIds: [...withFacets.facetValues.map((value) => value.id), extraBadge.id],
    })

    const changed = structuredClone(seed)
    changed.products[0]!.name.zh = '改过的名字'
    changed.products[1]!.price.USD += 10
    const newcomer = { ...structuredClone(seed.products[1]!), handle: 'brand-new-bench', related: [] }
    changed.products.push(newcomer)
    const file = join(shop.dataDir, 'changed.json')
    writeFileSync(file, JSON.stringify(changed))

    const result = await runImport(shop, file)
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain(`1 new, 2 updated, ${seed.products.length - 2} unchanged`)

    const en = `${shop.url}/shop-api?languageCode=en&currencyCode=USD&vendure-token=us`
    const priced = await graphql<{ product: { variants: Array<{ price: number }> } }>(en, PRODUCT, { slug: seed.products[1]!.handle })
    expect(priced.data?.product.variants.map((variant) => variant.price)).toEqual(
      priced.data?.product.variants.map(() => Math.round(changed.products[1]!.price.USD * 100)),
    )
    const zh = `${shop.url}/shop-api?languageCode=zh&currencyCode=CNY&vendure-token=cn`
    expect((await graphql<{ product: { name: string } }>(zh, PRODUCT, { slug: seed.products[0]!.handle })).data?.product.name).toBe(
      '改过的名字',
    )
    expect((await graphql<{ product: { name: string } | null }>(zh, PRODUCT, { slug: 'brand-new-bench' })).data?.product).not.toBeNull()
    const after = await admin<{
      owners: { id: string } | null
      first: { facetValues: Array<{ id: string }> }
      third: { enabled: boolean }
    }>(`{
      owners: product(slug: "owners-stool") { id }
      first: product(slug: "${seed.products[0]!.handle}") { facetValues { id } }
      third: product(slug: "${seed.products[2]!.handle}") { enabled }
    }`)
    expect(after.owners?.id).toBe(createProduct.id)
    const { product: inTheUs } = await inUs<{ product: { variants: Array<{ id: string; stockOnHand: number }> } }>(
      `{ product(slug: "${seed.products[0]!.handle}") { variants { id stockOnHand } } }`,
    )
    expect(inTheUs.variants.find((variant) => variant.id === first.variants[0]!.id)?.stockOnHand).toBe(3)
    expect(after.first.facetValues.map((value) => value.id)).toContain(extraBadge.id)
    expect(after.third.enabled).toBe(false)
  })

  it('refuses a file that names a category, badge or collection it does not define', async () => {
    const broken = structuredClone(seed) as Seed & { products: Array<{ category: string }> }
    broken.products[0]!.category = 'spaceship'
    const file = join(shop.dataDir, 'unknown.json')
    writeFileSync(file, JSON.stringify(broken))
    const result = await runImport(shop, file)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('no category "spaceship"')
  })

  it('refuses a malformed file whole, saying where it is wrong', async () => {
    const file = join(shop.dataDir, 'bad.json')
    writeFileSync(file, JSON.stringify({ facets: [], collections: [], products: [{ handle: 'Not A Handle' }] }))
    const result = await runImport(shop, file)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('products.0.handle')
  })
})
