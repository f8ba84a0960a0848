// @vitest-environment node
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiDocument } from '../../src/server/api/openapi'
import { SUBMISSION_EXAMPLES } from '../../src/server/api/openapiSubmissions'
import { createApiHandler, type ApiHandler, type ApiOptions } from '../../src/server/api/handler'
import { openStore } from '../../src/server/api/store'

const API_SERVER = resolve(import.meta.dirname, '../../src/server/apiServer.ts')
const CONTACT = '/api/v1/contact-requests'
const RECEIPT = /^WN-[A-Z0-9]{8}$/

type Answer = { status: number; headers: Headers; body: unknown }
type Row = { reference: string; kind: string; payload: string; idempotency_key: string | null; client: string | null; created_at: string }

let dir = ''
const servers: Array<{ server: Server; api: ApiHandler }> = []
const children = new Set<ChildProcessWithoutNullStreams>()

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-api-'))
})
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  for (const { server, api } of servers) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
    api.close()
  }
  rmSync(dir, { recursive: true, force: true })
})

/** The API on its own database file, behind a server whose fallback answers 404 `not-api`. */
async function startApi(name: string, options: Partial<ApiOptions> = {}) {
  const dbPath = join(dir, `${name}.sqlite`)
  const api = createApiHandler({ dbPath, rateLimit: false, ...options })
  const server = createServer((req, res) => {
    if (!api(req, res)) res.writeHead(404).end('not-api')
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  servers.push({ server, api })
  return { api, dbPath, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined }
}

/** The rows as another connection sees them: only what is committed. */
function storedRows(dbPath: string): Row[] {
  const db = new DatabaseSync(dbPath, { readOnly: true })
  try {
    return db.prepare('SELECT reference, kind, payload, idempotency_key, client, created_at FROM submissions ORDER BY id').all() as Row[]
  } finally {
    db.close()
  }
}

const contact = (i: number) => ({
  name: `Shopper ${i}`,
  email: `shopper${i}@example.com`,
  topic: 'order',
  message: `Message number ${i}, long enough to pass.`,
})

// Server answers are checked against the OpenAPI document the build publishes.
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

describe('the reference API', () => {
  it('stores a valid submission, then answers 201 with its receipt', async () => {
    const { base, dbPath } = await startApi('created')
    const answer = await post(base + CONTACT, { ...contact(1), name: '  Mei Chen  ', website: '' })
    expect(answer.status).toBe(201)
    expectDocumented('post', CONTACT, answer)
    const receipt = answer.body as { reference: string; createdAt: string }
    expect(receipt.reference).toMatch(RECEIPT)
    const [row, ...others] = storedRows(dbPath)
    expect(others).toEqual([])
    expect(row).toMatchObject({ reference: receipt.reference, kind: 'contact-request', client: '127.0.0.1', created_at: receipt.createdAt })
    expect(JSON.parse(row!.payload)).toEqual({ ...contact(1), name: 'Mei Chen', orderNumber: '' })
  })

  it('accepts the documented example of every form', async () => {
    const { base, dbPath } = await startApi('examples')
    for (const { path, value } of SUBMISSION_EXAMPLES) {
      const validateRequest = ajv.getSchema(
        `openapi#/${pointer('paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema')}`,
      )!
      expect(validateRequest(value) ? [] : validateRequest.errors).toEqual([])
      const answer = await post(base + path, value)
      expect([path, answer.status]).toEqual([path, 201])
      expectDocumented('post', path, answer)
    }
    expect(storedRows(dbPath).map((row) => row.kind)).toEqual([
      'contact-request',
      'enterprise-inquiry',
      'launch-subscription',
      'order-request',
    ])
  })

  it('answers 400 with a code per field and stores nothing', async () => {
    const { base, dbPath } = await startApi('invalid')
    const answer = await post(base + CONTACT, { name: ' ', email: 'nope', topic: 'gossip', message: 'x' })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      error: 'validation',
      fields: { name: 'required', email: 'email', topic: 'required', message: 'tooShort' },
    })
    expectDocumented('post', CONTACT, answer)
    const lines = await post(`${base}/api/v1/launch-subscriptions`, { email: 'a@example.com', consent: false, locale: 'en' })
    expect(lines.body).toEqual({ error: 'validation', fields: { consent: 'consent' } })
    expect(storedRows(dbPath)).toEqual([])
  })

  it('answers 400 invalid-json to a body that is not JSON', async () => {
    const { base, dbPath } = await startApi('not-json')
    for (const body of ['{"name":', '', '\u00ff']) {
      const answer = await post(base + CONTACT, body)
      expect(answer).toMatchObject({ status: 400, body: { error: 'invalid-json' } })
      expectDocumented('post', CONTACT, answer)
    }
    expect(storedRows(dbPath)).toEqual([])
  })

  it('answers 413 past 16 KB, stored nothing, and does not wait for the rest of a long body', async () => {
    const { base, dbPath } = await startApi('too-large')
    const json = JSON.stringify(contact(2))
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
    expect(storedRows(dbPath)).toHaveLength(1)
  })

  it('answers 415 unless the body is declared as UTF-8 JSON', async () => {
    const { base, dbPath } = await startApi('media-type')
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=iso-8859-1', 'application/jsonx']) {
      const answer = await post(base + CONTACT, contact(3), { 'Content-Type': type })
      expect([type, answer.status, answer.body]).toEqual([type, 415, { error: 'unsupported-media-type' }])
      expectDocumented('post', CONTACT, answer)
    }
    expect(storedRows(dbPath)).toEqual([])
    expect((await post(base + CONTACT, contact(3), { 'Content-Type': 'Application/JSON; charset=UTF-8' })).status).toBe(201)
  })

  it('answers 429 with Retry-After past the rate limit of a client', async () => {
    const { base, dbPath } = await startApi('rate-limit', { rateLimit: { max: 3, windowMs: 60_000 } })
    for (let i = 0; i < 3; i++) expect((await post(base + CONTACT, contact(i))).status).toBe(201)
    const limited = await post(base + CONTACT, contact(4))
    expect(limited).toMatchObject({ status: 429, body: { error: 'rate-limited' } })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expectDocumented('post', CONTACT, limited)
    expect(storedRows(dbPath)).toHaveLength(3)
  })

  it('answers 400 to a malformed Idempotency-Key', async () => {
    const { base, dbPath } = await startApi('bad-key')
    for (const key of ['', 'a'.repeat(201), 'two words', 'caf\u00e9']) {
      const answer = await post(base + CONTACT, contact(5), { 'Idempotency-Key': key })
      expect([key, answer.status, answer.body]).toEqual([key, 400, { error: 'invalid-idempotency-key' }])
      expectDocumented('post', CONTACT, answer)
    }
    expect(storedRows(dbPath)).toEqual([])
    expect((await post(base + CONTACT, contact(5), { 'Idempotency-Key': '~'.repeat(200) })).status).toBe(201)
  })

  it('answers a repeated Idempotency-Key with the first answer and stores one row, also when concurrent', async () => {
    const { base, dbPath } = await startApi('idempotent')
    const first = await post(base + CONTACT, contact(6), { 'Idempotency-Key': 'key-1' })
    const again = await post(base + CONTACT, contact(6), { 'Idempotency-Key': 'key-1' })
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')

    const burst = await Promise.all(Array.from({ length: 20 }, () => post(base + CONTACT, contact(7), { 'Idempotency-Key': 'key-2' })))
    expect(new Set(burst.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`)).size).toBe(1)
    expect(burst[0]!.status).toBe(201)

    const reused = await post(base + CONTACT, contact(8), { 'Idempotency-Key': 'key-1' })
    expect(reused).toMatchObject({ status: 422, body: { error: 'idempotency-key-reused' } })
    expectDocumented('post', CONTACT, reused)
    expect(storedRows(dbPath).map((row) => row.idempotency_key)).toEqual(['key-1', 'key-2'])
  })

  it('answers a key another connection stored first with that row (the UNIQUE constraint decides)', () => {
    const path = join(dir, 'two-connections.sqlite')
    const [a, b] = [openStore(path), openStore(path)]
    try {
      expect(a.findByIdempotencyKey('k')).toBeUndefined() // A looks, then B stores before A does
      const stored = b.insert({ kind: 'contact-request', payload: '{}', idempotencyKey: 'k' })
      const raced = a.insert({ kind: 'contact-request', payload: '{}', idempotencyKey: 'k' })
      expect(stored.created).toBe(true)
      expect(raced).toMatchObject({ created: false, previous: { reference: stored.created ? stored.receipt.reference : '' } })
      expect(storedRows(path)).toHaveLength(1)
    } finally {
      a.close()
      b.close()
    }
  })

  it('stores exactly 200 rows for 200 concurrent valid submissions', async () => {
    const { base, dbPath } = await startApi('concurrent')
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post(base + CONTACT, contact(i))))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(200)
    const references = answers.map((answer) => (answer.body as { reference: string }).reference)
    const rows = storedRows(dbPath)
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map((row) => row.reference))).toEqual(new Set(references))
  })

  it('answers a filled honeypot with a plausible receipt and stores nothing', async () => {
    const { base, dbPath } = await startApi('honeypot')
    for (const body of [
      { ...contact(9), website: 'http://spam.example' },
      { email: 'bot', website: 'x' },
    ]) {
      const answer = await post(base + CONTACT, body)
      expect(answer.status).toBe(201)
      expect((answer.body as { reference: string }).reference).toMatch(RECEIPT)
      expectDocumented('post', CONTACT, answer)
    }
    expect(storedRows(dbPath)).toEqual([])
  })

  it('answers 405 to other methods, and leaves other paths to the rest of the server', async () => {
    const { base } = await startApi('routes')
    const get = await fetch(base + CONTACT)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(await get.json()).toEqual({ error: 'method-not-allowed' })
    for (const path of ['/api/v1/en/collections.json', `${CONTACT}/`, '/api/v1/orders']) {
      const response = await fetch(base + path, { method: 'POST' })
      expect([path, response.status, await response.text()]).toEqual([path, 404, 'not-api'])
    }
  })

  it('sends JSON with security headers', async () => {
    const { base } = await startApi('headers')
    for (const answer of [await post(base + CONTACT, contact(10)), await post(base + CONTACT, 'oops')]) {
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
  })

  it('reports its health from the database', async () => {
    const { base, api } = await startApi('health')
    const up = await fetch(`${base}/api/v1/health`)
    const answer = { status: up.status, headers: up.headers, body: await up.json() }
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } })
    expectDocumented('get', '/api/v1/health', answer)
    api.close()
    const down = await fetch(`${base}/api/v1/health`)
    const downAnswer = { status: down.status, headers: down.headers, body: await down.json() }
    expect(downAnswer.status).toBe(503)
    expectDocumented('get', '/api/v1/health', downAnswer)
  })
})

/** `src/server/apiServer.ts` in its own process, on `dbPath`, without a rate limit. */
async function spawnApi(dbPath: string) {
  const child = spawn(process.execPath, [API_SERVER, '--db', dbPath, '--rate-limit', '0'], { stdio: 'pipe' })
  children.add(child)
  child.once('exit', () => children.delete(child))
  const port = await new Promise<number>((done, fail) => {
    let out = ''
    let err = ''
    const timer = setTimeout(() => fail(new Error(`API server did not start: ${err}`)), 10_000)
    child.stderr.on('data', (chunk: Buffer) => (err += chunk))
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk
      const match = /\{"port":(\d+)\}/.exec(out)
      if (match) {
        clearTimeout(timer)
        done(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`API server exited (${code}): ${err}`))
    })
  })
  return { child, base: `http://127.0.0.1:${port}` }
}

describe('the reference API in its own process', () => {
  it('keeps every acknowledged submission when killed in the middle of a burst', { timeout: 60_000 }, async () => {
    const dbPath = join(dir, 'durability.sqlite')
    const { child, base } = await spawnApi(dbPath)
    const exited = new Promise((done) => child.once('exit', done))
    const acknowledged: string[] = []
    let failed = 0
    let next = 0
    const total = 1000
    const killAfter = 60
    // 16 clients send until the burst is over; the server is killed at the 60th receipt.
    const worker = async () => {
      while (next < total) {
        const i = next++
        try {
          const answer = await post(base + CONTACT, contact(i), { 'Idempotency-Key': `burst-${i}` })
          if (answer.status === 201) acknowledged.push((answer.body as { reference: string }).reference)
          if (acknowledged.length === killAfter) child.kill('SIGKILL')
        } catch {
          failed++
        }
      }
    }
    await Promise.all(Array.from({ length: 16 }, worker))
    child.kill('SIGKILL') // in case the burst never reached the 60th receipt
    await exited
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter)
    expect(failed).toBeGreaterThan(0)

    const restarted = await spawnApi(dbPath)
    expect((await fetch(`${restarted.base}/api/v1/health`)).status).toBe(200)
    const stored = new Set(storedRows(dbPath).map((row) => row.reference))
    expect(acknowledged.filter((reference) => !stored.has(reference))).toEqual([])
    restarted.child.kill('SIGKILL')
  })

  it('stores one row per key when two processes on one database receive the same keys at once', { timeout: 30_000 }, async () => {
    const dbPath = join(dir, 'two-processes.sqlite')
    const [a, b] = [await spawnApi(dbPath), await spawnApi(dbPath)]
    // 30 keys, each sent 3 times to each process at once: many chances for the two to race.
    const sends = Array.from({ length: 180 }, (_, i) => ({ key: `shared-${i % 30}`, base: (i % 60 < 30 ? a : b).base }))
    const answers = await Promise.all(sends.map(({ key, base }) => post(base + CONTACT, contact(11), { 'Idempotency-Key': key })))
    const byKey = new Map<string, Set<string>>()
    answers.forEach((answer, i) => {
      const key = sends[i]!.key
      byKey.set(key, (byKey.get(key) ?? new Set()).add(`${answer.status} ${JSON.stringify(answer.body)}`))
    })
    expect([...byKey.values()].filter((distinct) => distinct.size !== 1)).toEqual([])
    expect(answers.every((answer) => answer.status === 201)).toBe(true)
    expect(storedRows(dbPath)).toHaveLength(30)
    a.child.kill('SIGKILL')
    b.child.kill('SIGKILL')
  })
})
