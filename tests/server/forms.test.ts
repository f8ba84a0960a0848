import { spawnSync } from 'node:child_process'
import { request } from 'node:http'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from '../../server/src/openapi/openapi.ts'
import { SUBMISSION_EXAMPLES } from '../../server/src/openapi/openapiSubmissions.ts'
import { startShop, storedSubmissions, type ShopProcess, type SubmissionRow } from './shopProcess.ts'

// The forms as the shop answers them: the submissions plugin in Vendure, its database (SQLite, or
// Postgres with DATABASE_URL), the answers checked against the OpenAPI document the build publishes.
const CONTACT = '/api/v1/contact-requests'
const RECEIPT = /^MSG-[A-Z0-9]{8}$/

type Answer = { status: number; headers: Headers; body: unknown }

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
}

// Each test writes its own rows: marked by the sender's name, found again by it.
const contact = (marker: string, i = 0) => ({
  name: `${marker} ${i}`,
  email: `shopper${i}@example.com`,
  topic: 'order',
  message: `Message number ${i}, long enough to pass.`,
})
const rowsOf = async (shop: ShopProcess, marker: string): Promise<Array<SubmissionRow>> =>
  (await storedSubmissions(shop)).filter((row) => row.payload.includes(`"${marker} `))

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(openApiDocument(), 'openapi')
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

function expectDocumented(method: 'get' | 'post', path: string, answer: Answer) {
  const ref = `openapi#/${pointer('paths', path, method, 'responses', String(answer.status), 'content', 'application/json', 'schema')}`
  const validate = ajv.getSchema(ref)
  expect(validate, `${method} ${path} → ${answer.status} is documented`).toBeDefined()
  expect(validate!(answer.body) ? [] : validate!.errors).toEqual([])
}

describe('the forms, answered by the submissions plugin', () => {
  let shop: ShopProcess
  let base = ''
  beforeAll(async () => {
    shop = await startShop({ env: { FORMS_RATE_LIMIT: '0' } })
    base = shop.url
  })
  afterAll(() => shop?.stop())

  it('stores a valid submission, then answers 201 with its receipt', async () => {
    const answer = await post(base + CONTACT, { ...contact('created'), name: '  created 0  ', website: '' })
    expect(answer.status).toBe(201)
    expectDocumented('post', CONTACT, answer)
    const receipt = answer.body as { reference: string; createdAt: string }
    expect(receipt.reference).toMatch(RECEIPT)
    const [row, ...others] = await rowsOf(shop, 'created')
    expect(others).toEqual([])
    expect(row).toMatchObject({ reference: receipt.reference, kind: 'contact-request', client: '127.0.0.1' })
    expect(new Date(row!.createdAt).getTime()).toBeCloseTo(new Date(receipt.createdAt).getTime(), -3)
    expect(JSON.parse(row!.payload)).toEqual({ ...contact('created'), orderNumber: '' })
  })

  it('accepts the documented example of every form', async () => {
    const before = (await storedSubmissions(shop)).length
    for (const { path, value } of SUBMISSION_EXAMPLES) {
      const validateRequest = ajv.getSchema(
        `openapi#/${pointer('paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema')}`,
      )!
      expect(validateRequest(value) ? [] : validateRequest.errors).toEqual([])
      const answer = await post(base + path, value, { 'Idempotency-Key': `example-${path}` })
      expect([path, answer.status]).toEqual([path, 201])
      expectDocumented('post', path, answer)
    }
    const kinds = (await storedSubmissions(shop)).slice(before).map((row) => row.kind)
    expect(kinds).toEqual(['contact-request', 'enterprise-inquiry', 'launch-subscription'])
  })

  it('answers 400 with a code per field, or invalid-json, and stores nothing', async () => {
    const answer = await post(base + CONTACT, { name: ' invalid 0', email: 'nope', topic: 'gossip', message: 'x' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ error: 'validation', fields: { email: 'email', topic: 'required', message: 'tooShort' } })
    expectDocumented('post', CONTACT, answer)
    const lines = await post(`${base}/api/v1/launch-subscriptions`, { email: 'a@example.com', consent: false, locale: 'en' })
    expect(lines.body).toEqual({ error: 'validation', fields: { consent: 'consent' } })
    for (const body of ['{"name":', '', '\u00ff']) {
      const notJson = await post(base + CONTACT, body)
      expect(notJson).toMatchObject({ status: 400, body: { error: 'invalid-json' } })
      expectDocumented('post', CONTACT, notJson)
    }
    expect(await rowsOf(shop, 'invalid')).toEqual([])
  })

  it('answers 413 past 16 KB, and does not wait for the rest of a long body', async () => {
    const json = JSON.stringify(contact('large'))
    const padded = (size: number) => json + ' '.repeat(size - json.length)
    expect((await post(base + CONTACT, padded(16 * 1024))).status).toBe(201)
    const tooLarge = await post(base + CONTACT, padded(16 * 1024 + 1))
    expect(tooLarge).toMatchObject({ status: 413, body: { error: 'payload-too-large' } })
    expectDocumented('post', CONTACT, tooLarge)

    // A chunked body that never ends: a server that buffered it all would never answer.
    const status = await new Promise<number>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('no answer while the body was still coming')), 3000)
      const req = request(base + CONTACT, { method: 'POST', headers: { 'Content-Type': 'application/json' } })
      req.on('response', (res) => {
        clearTimeout(timer)
        res.resume()
        done(res.statusCode ?? 0)
        req.destroy()
      })
      req.on('error', () => {})
      req.write(`{"message":"${'a'.repeat(20 * 1024)}`)
    })
    expect(status).toBe(413)
    expect(await rowsOf(shop, 'large')).toHaveLength(1)
  })

  it('answers 415 unless the body is declared as UTF-8 JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=iso-8859-1', 'application/jsonx']) {
      const answer = await post(base + CONTACT, contact('media'), { 'Content-Type': type })
      expect([type, answer.status, answer.body]).toEqual([type, 415, { error: 'unsupported-media-type' }])
      expectDocumented('post', CONTACT, answer)
    }
    expect(await rowsOf(shop, 'media')).toEqual([])
    expect((await post(base + CONTACT, contact('media'), { 'Content-Type': 'Application/JSON; charset=UTF-8' })).status).toBe(201)
  })

  it('answers 400 to a malformed Idempotency-Key', async () => {
    for (const key of ['', 'a'.repeat(201), 'two words', 'caf\u00e9']) {
      const answer = await post(base + CONTACT, contact('bad-key'), { 'Idempotency-Key': key })
      expect([key, answer.status, answer.body]).toEqual([key, 400, { error: 'invalid-idempotency-key' }])
      expectDocumented('post', CONTACT, answer)
    }
    expect(await rowsOf(shop, 'bad-key')).toEqual([])
    expect((await post(base + CONTACT, contact('bad-key'), { 'Idempotency-Key': '~'.repeat(200) })).status).toBe(201)
  })

  it('answers a repeated Idempotency-Key with the first answer and stores one row, also when concurrent', async () => {
    const first = await post(base + CONTACT, contact('same-key', 1), { 'Idempotency-Key': 'key-1' })
    const again = await post(base + CONTACT, contact('same-key', 1), { 'Idempotency-Key': 'key-1' })
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')

    const burst = await Promise.all(
      Array.from({ length: 20 }, () => post(base + CONTACT, contact('same-key', 2), { 'Idempotency-Key': 'key-2' })),
    )
    expect(new Set(burst.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).size).toBe(1)
    expect(burst[0]!.status).toBe(201)

    const reused = await post(base + CONTACT, contact('same-key', 3), { 'Idempotency-Key': 'key-1' })
    expect(reused).toMatchObject({ status: 422, body: { error: 'idempotency-key-reused' } })
    expectDocumented('post', CONTACT, reused)
    expect((await rowsOf(shop, 'same-key')).map((row) => row.idempotencyKey)).toEqual(['key-1', 'key-2'])
  })

  it('stores exactly 200 rows for 200 concurrent valid submissions', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post(base + CONTACT, contact('concurrent', i))))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(200)
    const references = answers.map((answer) => (answer.body as { reference: string }).reference)
    const rows = await rowsOf(shop, 'concurrent')
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map((row) => row.reference))).toEqual(new Set(references))
  })

  it('answers a filled honeypot with a plausible receipt and stores nothing', async () => {
    for (const body of [
      { ...contact('honeypot'), website: 'http://spam.example' },
      { email: 'bot', website: 'x' },
    ]) {
      const answer = await post(base + CONTACT, body)
      expect(answer.status).toBe(201)
      expect((answer.body as { reference: string }).reference).toMatch(RECEIPT)
      expectDocumented('post', CONTACT, answer)
    }
    expect(await rowsOf(shop, 'honeypot')).toEqual([])
  })

  it('answers 405 to other methods, and leaves other paths to Vendure (404)', async () => {
    const get = await fetch(base + CONTACT)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await get.json()).toEqual({ error: 'method-not-allowed' })
    for (const path of ['/api/v1/en/collections.json', `${CONTACT}/`, '/api/v1/orders']) {
      expect([path, (await fetch(base + path, { method: 'POST' })).status]).toEqual([path, 404])
    }
  })

  it('sends JSON with security headers, and reports its health from the database', async () => {
    for (const answer of [await post(base + CONTACT, contact('headers')), await post(base + CONTACT, 'oops')]) {
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
    const up = await fetch(`${base}/api/v1/health`)
    const answer = { status: up.status, headers: up.headers, body: await up.json() }
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } })
    expectDocumented('get', '/api/v1/health', answer)
  })
})

describe('the rate limit, and npm run submissions', () => {
  it('answers 429 with Retry-After past the limit of a client; the owner reads what was stored', async () => {
    const shop = await startShop({ env: { FORMS_RATE_LIMIT: '3' } })
    try {
      for (let i = 0; i < 3; i++) expect((await post(shop.url + CONTACT, contact('limited', i))).status).toBe(201)
      const limited = await post(shop.url + CONTACT, contact('limited', 4))
      expect(limited).toMatchObject({ status: 429, body: { error: 'rate-limited' } })
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      expectDocumented('post', CONTACT, limited)
      expect(await rowsOf(shop, 'limited')).toHaveLength(3)

      // The same data folder and database as the running shop, as `npm run submissions` finds them.
      const listed = spawnSync(process.execPath, ['server/dist/cli/submissions.js'], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl ?? '' },
      })
      expect(listed.status, listed.stderr).toBe(0)
      expect(listed.stdout).toContain('The 3 newest submissions')
      for (const row of await rowsOf(shop, 'limited')) expect(listed.stdout).toContain(row.reference)
      expect(listed.stdout).toContain('limited 2 <shopper2@example.com> · order')
    } finally {
      await shop.stop()
    }
  })
})

describe('a kill -9 in the middle of 200 concurrent form submissions', () => {
  it('loses no acknowledged submission, and the shop opens again', async () => {
    const shop = await startShop({ env: { FORMS_RATE_LIMIT: '0' } })
    const acknowledged: Array<string> = []
    const sends = Array.from({ length: 200 }, async (_, i) => {
      try {
        const answer = await post(shop.url + CONTACT, contact('burst', i), { 'Idempotency-Key': `burst-${i}` })
        if (answer.status !== 201) return
        acknowledged.push((answer.body as { reference: string }).reference)
        // Pull the plug once a good part is acknowledged, with the rest in flight.
        if (acknowledged.length === 50) shop.child.kill('SIGKILL')
      } catch {
        // In flight when the process died: not acknowledged, so it may or may not be there.
      }
    })
    await Promise.all(sends)
    await shop.stop()
    expect(acknowledged.length).toBeGreaterThanOrEqual(50)
    expect(acknowledged.length).toBeLessThan(200)

    const again = await startShop({ dataDir: shop.dataDir })
    try {
      expect((await fetch(`${again.url}/api/v1/health`)).status).toBe(200)
      const stored = new Set((await rowsOf(again, 'burst')).map((row) => row.reference))
      expect(acknowledged.filter((reference) => !stored.has(reference))).toEqual([])
    } finally {
      await again.stop()
    }
  })
})
