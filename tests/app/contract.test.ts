// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { openApiFiles } from '../../tools/build/openApiFiles'
import { apiPaths } from '#domain/storefront/paths'
import { storefrontFetch } from '../storefrontFetch'
import { at } from '../shopfront'

const files = openApiFiles()
type Document = {
  paths: Record<string, { get?: { responses: { '200': { content: { 'application/json': { schema: { $ref: string } } } } } } }>
  components: { schemas: Record<string, object> }
}
const DOCUMENTS = { en: '/openapi.json', zh: '/openapi.zh.json' } as const
const documentAt = (path: string) => files.get(path) as Document

/** The component that describes a resource path, found through the document's own path templates. */
function schemaNameFor(document: Document, path: string): string {
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`)
    if (pattern.test(path) && item.get) return item.get.responses['200'].content['application/json'].schema.$ref.split('/').pop()!
  }
  throw new Error(`No operation in the document serves ${path}`)
}

describe.each(Object.entries(DOCUMENTS))('the storefront API contract (%s, %s)', (_locale, documentPath) => {
  const document = documentAt(documentPath)

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document).toBeDefined()
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('describes the search index the server answers, in each language', async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false })
    addFormats(ajv)
    for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(schema, name)
    for (const locale of ['en', 'zh'] as const) {
      const path = apiPaths.search(at(locale))
      const answer = await storefrontFetch(new URL(path, 'http://shop.test'))
      expect(answer.status).toBe(200)
      const validate = ajv.getSchema(schemaNameFor(document, path))!
      const valid = validate(await answer.json())
      expect(valid ? [] : [path, validate.errors]).toEqual([])
    }
  })

  it('answers the search index with a validator, so a browser that has it gets 304, and as data, never a document', async () => {
    const url = new URL(apiPaths.search(at('en')), 'http://shop.test')
    const first = await storefrontFetch(url)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'")
    const again = await storefrontFetch(url, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
  })

  it('rejects a search index that breaks the contract', async () => {
    const ajv = new Ajv2020({ strict: false })
    addFormats(ajv)
    for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(schema, name)
    const index = (await (await storefrontFetch(new URL(apiPaths.search(at('en')), 'http://shop.test'))).json()) as {
      products: Array<{ price: unknown }>
    }
    index.products[0]!.price = '449'
    expect(ajv.getSchema('SearchResource')!(index)).toBe(false)
  })
})

const PROSE_KEYS = new Set(['title', 'summary', 'description', 'x-displayName'])
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The document with each prose text (a string under a prose key, the contact's name) replaced by a
 * mark; a tag's reader's name (`x-displayName`) is left out, as English needs none.
 */
function withoutProse(node: unknown, parentKey?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item))
  if (!isRecord(node)) return node
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'x-displayName')
      .map(([key, value]) => {
        const prose = typeof value === 'string' && (PROSE_KEYS.has(key) || (parentKey === 'contact' && key === 'name'))
        return [key, prose ? '(prose)' : withoutProse(value, key)]
      }),
  )
}

/** Every prose text of a document; examples' values are data, not prose. */
function proseOf(node: unknown, parentKey?: string): Array<string> {
  if (Array.isArray(node)) return node.flatMap((item) => proseOf(item))
  if (!isRecord(node)) return []
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'value' || key === 'example') return []
    if (typeof value === 'string') return PROSE_KEYS.has(key) || (parentKey === 'contact' && key === 'name') ? [value] : []
    return proseOf(value, key)
  })
}

const HAN = /\p{Script=Han}/u
// An example named by the resource's path is code, the same in every language.
const isCode = (text: string) => /^\/[\x21-\x7e]*$/.test(text)

describe('the Chinese OpenAPI document', () => {
  const english = documentAt(DOCUMENTS.en)
  const chinese = documentAt(DOCUMENTS.zh)

  it('is the English one but for its prose: paths, operationIds, parameters, fields, codes and examples alike', () => {
    expect(Object.keys(chinese.paths)).toEqual(Object.keys(english.paths))
    expect(Object.keys(chinese.components.schemas)).toEqual(Object.keys(english.components.schemas))
    expect(withoutProse(chinese)).toEqual(withoutProse(english))
  })

  it('is written in Chinese, every summary and description, while the English one has none', () => {
    const prose = proseOf(chinese)
    expect(prose.length).toBeGreaterThan(60)
    expect(prose.filter((text) => !isCode(text) && !HAN.test(text))).toEqual([])
    expect(prose.filter((text) => isCode(text)).length).toBeLessThan(10)
    expect(proseOf(english).filter((text) => HAN.test(text))).toEqual([])
  })

  it('keeps code as code: the backticked names and the header names of the English text', () => {
    const code = (texts: Array<string>) =>
      texts.flatMap((text) => [...text.matchAll(/`[^`]+`|Idempotency-Key|https:\/\/\S+\)/g)].map(String))
    expect(code(proseOf(chinese)).sort()).toEqual(code(proseOf(english)).sort())
  })
})

/** Every property of a JSON schema, at any depth, as `path: description`. */
function fieldDescriptions(schema: object, path: string): Array<[string, string | undefined]> {
  const node = schema as { properties?: Record<string, { description?: string }>; items?: object; anyOf?: Array<object> }
  return [
    ...Object.entries(node.properties ?? {}).flatMap(([name, property]): Array<[string, string | undefined]> => [
      [`${path}.${name}`, property.description],
      ...fieldDescriptions(property, `${path}.${name}`),
    ]),
    ...[node.items, ...(node.anyOf ?? [])].flatMap((child) => (child ? fieldDescriptions(child, `${path}[]`) : [])),
  ]
}

describe('the search index’s fields are explained', () => {
  const catalogue = ['SearchResource']
  it.each(Object.entries(DOCUMENTS))('in %s (%s), every field', (locale, documentPath) => {
    const schemas = documentAt(documentPath).components.schemas
    const fields = catalogue.flatMap((name) => fieldDescriptions(schemas[name]!, name))
    expect(fields.length).toBeGreaterThan(20)
    expect(fields.filter(([, description]) => !description).map(([path]) => path)).toEqual([])
    const inTheLanguage = locale === 'zh' ? /\p{Script=Han}/u : /^[\x20-\x7e’“”×]+$/
    expect(fields.filter(([, description]) => !inTheLanguage.test(description!)).map(([path]) => path)).toEqual([])
  })
})
