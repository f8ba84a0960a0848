// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { storefrontFiles } from '../../src/build/storefrontApi'
import { COLLECTIONS, PRODUCTS } from '../../src/features/catalogue/source/catalogue'

const files = storefrontFiles({ collections: COLLECTIONS, products: PRODUCTS })
type Document = {
  paths: Record<string, { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: string } } } } } } }>
  components: { schemas: Record<string, object> }
}
const document = files.get('/openapi.json') as Document

/** The component that describes a resource path, found through the document's own path templates. */
function schemaNameFor(path: string): string {
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`)
    if (pattern.test(path)) return item.get.responses['200'].content['application/json'].schema.$ref.split('/').pop()!
  }
  throw new Error(`No operation in the document serves ${path}`)
}

describe('the storefront API contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('describes every resource the build emits', () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false })
    addFormats(ajv)
    for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(schema, name)
    const resources = [...files.keys()].filter((path) => path.startsWith('/api/'))
    expect(resources.length).toBeGreaterThan(2 * (PRODUCTS.length + COLLECTIONS.length))
    for (const path of resources) {
      const validate = ajv.getSchema(schemaNameFor(path))!
      const valid = validate(files.get(path))
      expect(valid ? [] : [path, validate.errors]).toEqual([])
    }
  })

  it('rejects a resource that breaks the contract', () => {
    const ajv = new Ajv2020({ strict: false })
    addFormats(ajv)
    const validate = ajv.compile(document.components.schemas.ProductResource!)
    const product = structuredClone(files.get('/api/v1/en/products/kova-l-shape-ottoman.json')) as { product: { price: unknown } }
    product.product.price = '449'
    expect(validate(product)).toBe(false)
  })
})
