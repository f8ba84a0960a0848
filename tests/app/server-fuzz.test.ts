// @vitest-environment node
/**
 * Fuzzes the real servers over raw TCP: the page server (`createShopServer`, on a tiny built
 * shop) and, for `/api/` addresses, the forms as the shop answers them (the run's Vendure, with
 * the submissions plugin), so that malformed request lines reach it as a client could send them (fetch would
 * normalise them first). Properties: every request gets an answer, never a 5xx, garbage gets a
 * 4xx (400/404, or the API's 405/413/415), and the server still answers afterwards. A crash in
 * a handler would also surface here as an uncaught error, which fails the run.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createShopServer } from '../../server/src/http/createServer'
import { garbageTarget, garbageBody, method, headerLines, pageLikeTarget, SUBMISSION_PATHS } from './serverFuzzArbitraries'

const SEED = Number(process.env.FUZZ_SEED ?? 20261121)
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)

let server: Server
let port = 0
// The forms live in Vendure now: `/api/` requests go to the run's engine (tests/shopEngineSetup.ts).
const enginePort = Number(new URL(inject('shopOrigin')).port)
const portFor = (target: string) => (target.startsWith('/api/') ? enginePort : port)

/** A tiny built shop: the shell, the not-found page, a prerendered page and a hashed asset. */
function fixtureDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'shop-fuzz-dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'faq'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shop</title>')
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Page Not Found</title>')
  writeFileSync(join(dist, 'faq', 'index.html'), '<!doctype html><title>FAQ</title>')
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
  return dist
}

beforeAll(async () => {
  server = createShopServer({ distDir: fixtureDist() })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  console.log(`server fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends raw bytes, returns the answer's status line and headers ('' if the connection closed without one). */
function sendForHead(raw: string | Buffer, to = port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1')
    let answer = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error('no answer within 5 s'))
    }, 5_000)
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      answer += chunk
      // The head is all we need; stop reading the body.
      if (answer.includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('error', () => {}) // a reset after an answer is fine; no answer is reported below
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(answer.split('\r\n\r\n')[0] ?? '')
    })
    // Not `end()`: Node's server drops a request whose client half-closes before the answer.
    socket.write(raw)
  })
}

/** Sends raw bytes, returns the status of the answer (0: the connection closed without one). */
const send = async (raw: string | Buffer, to = port) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(await sendForHead(raw, to))?.[1] ?? 0)

const request = (method: string, target: string, headers: Array<string> = [], body = '') =>
  send(
    `${method} ${target} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    portFor(target),
  )

/** The status line and headers of the answer to a raw GET (the target sent exactly as given). */
const headOf = (target: string) => sendForHead(`GET ${target} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`)

const options = { seed: SEED, numRuns: RUNS, endOnFailure: true }
/** Hundreds of requests per property; a run takes a few seconds. */
const SLOW = { timeout: 120_000 }

describe('the server under garbage', () => {
  it('answers its real pages and files (the fixture works)', async () => {
    expect(await request('GET', '/')).toBe(200)
    expect(await request('GET', '/faq')).toBe(200)
    expect(await request('GET', '/assets/app-abc123.js')).toBe(200)
    expect(await request('GET', '/api/v1/health')).toBe(200)
  })

  // Requests that once crashed the whole server (found by this fuzzer).
  it.each([
    ['GET', '//', []],
    ['GET', '///?%', []],
    ['GET', '/assets/app-abc123.js', ['Range: bytes=5-1']],
    ['GET', '/faq', ['Range: bytes=5-1']],
    ['GET', '/assets/app-abc123.js', ['Range: bytes=0-99999999999999999999']],
  ])('answers %s %s %j without going down', async (verb, target, headers) => {
    const status = await request(verb, target, headers)
    expect(status).toBeGreaterThanOrEqual(200)
    expect(status).toBeLessThan(500)
  })

  it('answers 400 or 404 to garbage addresses, never 5xx, never a page', SLOW, async () => {
    await fc.assert(
      fc.asyncProperty(garbageTarget, fc.constantFrom('GET', 'HEAD'), async (target, verb) => {
        const status = await request(verb, target)
        // Past Node's header size limit (16 KB) the answer is 431/414: still the client's fault.
        const allowed = Buffer.byteLength(target) > 8_000 ? [400, 404, 414, 431] : [400, 404]
        expect(allowed, `${verb} ${target.slice(0, 200)} → ${status}`).toContain(status)
      }),
      options,
    )
  })

  it('answers any address that names no page with the 404 page: extensions, dot segments, bad bytes', SLOW, async () => {
    await fc.assert(
      fc.asyncProperty(pageLikeTarget, async (target) => {
        const head = await headOf(target)
        expect(head, target).toMatch(/^HTTP\/1\.1 404 /)
        expect(head, target).toMatch(/^content-type: text\/html/im)
      }),
      options,
    )
  })

  it('answers every method and header set without a 5xx', SLOW, async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        fc.oneof(garbageTarget, fc.constantFrom('/', '/faq', '/api/v1/health', ...SUBMISSION_PATHS)),
        headerLines,
        async (verb, target, headers) => {
          const status = await request(verb, target, headers)
          expect(status, `${verb} ${target.slice(0, 200)} [${headers.join(' | ').slice(0, 200)}] → ${status}`).toBeGreaterThanOrEqual(200)
          expect(status).toBeLessThan(500)
        },
      ),
      options,
    )
  })

  it('answers garbage sent to the write API with 400, 413 or 415', SLOW, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SUBMISSION_PATHS), garbageBody, async (path, { contentType, body }) => {
        const status = await request('POST', path, contentType === undefined ? [] : [`Content-Type: ${contentType}`], body)
        expect([400, 413, 415], `POST ${path} ${contentType} ${body.slice(0, 200)} → ${status}`).toContain(status)
      }),
      options,
    )
  })

  it('is still up and answering afterwards', async () => {
    expect(server.listening).toBe(true)
    expect(await request('GET', '/')).toBe(200)
  })
})
