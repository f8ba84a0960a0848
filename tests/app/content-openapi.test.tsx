import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { openApiFiles } from '../../tools/build/openApiFiles'
import { constraints, typeLabel } from '../../src/features/api-docs/jsonSchema'
import { toApiReference } from '../../src/features/api-docs/reference'
import { OpenApiDocumentSchema } from '../../src/features/api-docs/schema'
import { renderApp } from '../renderApp'
import { storefrontFetch } from '../storefrontFetch'

/** An operation's section, found by its id (role queries over the whole reference are slow in jsdom). */
function operationSection(id: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const section = document.getElementById(id)
      if (!section) throw new Error(`No #${id} yet`)
      return section
    },
    { timeout: 5000 },
  )
}

const shopDocument = openApiFiles().get('/openapi.json')

/** A document with what other teams are adding: writes, shared components, untagged and odd operations. */
const writeDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '2.0.0' },
  tags: [{ name: 'Forms', description: 'Things shoppers send.' }],
  paths: {
    '/api/v1/contact': {
      parameters: [{ $ref: '#/components/parameters/Locale' }],
      post: {
        tags: ['Forms'],
        operationId: 'sendContactMessage',
        summary: 'Send a message',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ContactMessage' }, example: { email: 'a@b.c' } } },
        },
        responses: {
          '201': { description: 'Received.' },
          '400': { $ref: '#/components/responses/Invalid' },
        },
      },
      get: 'not an operation',
    },
    '/api/v1/ping': { get: { responses: { '204': { description: 'Alive.' } } } },
  },
  components: {
    parameters: { Locale: { name: 'locale', in: 'query', schema: { type: 'string', enum: ['en', 'zh'] } } },
    responses: { Invalid: { description: 'Invalid fields.', content: { 'application/json': { schema: { type: 'object' } } } } },
    schemas: {
      ContactMessage: {
        type: 'object',
        required: ['email'],
        properties: {
          email: { type: 'string', format: 'email' },
          topics: { type: 'array', items: { $ref: '#/components/schemas/Topic' } },
        },
      },
      Topic: { enum: ['order', 'delivery'] },
    },
  },
}

describe('the OpenAPI reference model', () => {
  it('reads the shop’s document: the search index and the forms, with their examples', () => {
    const reference = toApiReference(v.parse(OpenApiDocumentSchema, shopDocument))
    const operations = reference.groups.flatMap((group) => group.operations)
    expect(operations.map((operation) => operation.id)).toEqual(expect.arrayContaining(['getSearchIndex', 'createContactRequest']))
    const search = operations.find((operation) => operation.id === 'getSearchIndex')!
    expect(search.method).toBe('get')
    expect(search.parameters.map((parameter) => parameter.name)).toEqual(['locale', 'market'])
    const contact = operations.find((operation) => operation.id === 'createContactRequest')!
    expect(contact.responses.find((response) => response.status === '201')!.content[0]!.examples).toHaveLength(1)
  })

  it('renders any method generically, resolving shared parameters and responses', () => {
    const reference = toApiReference(v.parse(OpenApiDocumentSchema, writeDocument))
    expect(reference.groups.map((group) => group.tag)).toEqual(['Forms', undefined])
    const [send] = reference.groups[0]!.operations
    expect(send).toMatchObject({ id: 'sendContactMessage', method: 'post', requestBody: { required: true } })
    expect(send!.parameters).toEqual([expect.objectContaining({ name: 'locale', location: 'query' })])
    expect(send!.requestBody!.content[0]!.examples).toEqual([{ name: 'example', value: { email: 'a@b.c' } }])
    expect(send!.responses.map((response) => [response.status, response.description])).toEqual([
      ['201', 'Received.'],
      ['400', 'Invalid fields.'],
    ])
    expect(reference.groups[1]!.operations[0]!.id).toBe('get-api-v1-ping')
  })

  it('writes types the way developers read them', () => {
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/Topic' } })).toBe('Topic[]')
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null')
    expect(typeLabel({ enum: ['a', 'b'] })).toBe('string')
    expect(typeLabel({ oneOf: [{ type: 'string' }, { type: 'integer' }] })).toBe('string | integer')
    expect(constraints({ type: 'string', pattern: '^[a-z]+$', default: '', enum: ['a'] })).toEqual([
      'enum: "a"',
      'pattern: ^[a-z]+$',
      'default: ""',
    ])
  })
})

describe('the /openapi page', { timeout: 20_000 }, () => {
  it('renders the operations with their deep links, schemas and examples', async () => {
    await renderApp('/openapi')
    const section = await operationSection('getSearchIndex')
    expect(section).toHaveAccessibleName('Get the search index')
    expect(within(section).getByText('GET', { selector: '.api-method' })).toBeInTheDocument()
    expect(within(section).getByText('/api/v1/{locale}/search.json')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Link to “Get the search index”' })).toHaveAttribute('href', '/openapi#getSearchIndex')
    expect(screen.getByRole('link', { name: 'Download the OpenAPI document (JSON)' })).toHaveAttribute('href', '/openapi.json')
    expect(document.getElementById('schema-SearchResource')).not.toBeNull()
  })

  it('labels a response’s single example “Example”, and a named one by its name', async () => {
    await renderApp('/openapi')
    const folds = async (operationId: string) =>
      [...(await operationSection(operationId)).querySelectorAll('summary')].map((summary) => summary.textContent)
    // The receipt of a contact request is the document's single `example`.
    expect(await folds('createContactRequest')).toContain('Example')
    expect(await folds('createContactRequest')).not.toContain('Example: example')
  })

  it('in Chinese, shows the Chinese document: summaries, descriptions, tags and the link to download it', async () => {
    await renderApp('/zh/openapi')
    const section = await operationSection('getSearchIndex')
    expect(section).toHaveAccessibleName('获取搜索索引')
    expect(within(section).getByText(/^商店搜索能找到的全部内容/)).toBeInTheDocument()
    // Paths and parameter names stay as they are.
    expect(within(section).getByText('/api/v1/{locale}/search.json')).toBeInTheDocument()
    expect(within(section).getByText('locale', { selector: 'code' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '商品目录' })).toBeInTheDocument()
    expect(document.getElementById('createContactRequest')).toHaveAccessibleName('给客服留言')
    expect(screen.getByRole('link', { name: '下载 OpenAPI 文档（JSON）' })).toHaveAttribute('href', '/openapi.zh.json')
    expect(screen.queryByText('Get the search index')).toBeNull()
  })

  it('opens a component schema that a link names', async () => {
    const user = userEvent.setup()
    await renderApp('/openapi')
    const section = await operationSection('getSearchIndex')
    await user.click(within(section).getByText(/^Schema:/))
    await user.click(within(section).getByRole('link', { name: 'SearchResource' }))
    await waitFor(() => expect(document.getElementById('schema-SearchResource')).toHaveProperty('open', true))
  })

  it('shows an error with a retry when the document cannot be loaded', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/')
    let failing = true
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        failing && String(input).endsWith('/openapi.json')
          ? Promise.resolve(new Response('down', { status: 503 }))
          : storefrontFetch(input, init),
      ),
    )
    await act(() => router.navigate({ to: '/openapi' }))
    expect(await screen.findByRole('heading', { name: 'The API reference could not be loaded' })).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await operationSection('getSearchIndex')).toHaveAccessibleName('Get the search index')
  })
})
