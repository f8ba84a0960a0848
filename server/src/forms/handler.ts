import type { IncomingMessage, ServerResponse } from 'node:http'
import * as v from 'valibot'
import { clientAddress } from '../config/proxy.ts'
import { SUBMISSION_ENDPOINTS, fieldErrors, type SubmissionPath, type SubmissionReceipt } from '#domain/forms/schemas.js'
import { readBody } from './body.ts'
import { SUBMISSION_KINDS, isSubmissionPath } from './kinds.ts'
import { newReference, type SubmissionStore } from './submissionStore.ts'

const HEALTH_PATH = '/api/v1/health'
const MAX_BODY_BYTES = 16 * 1024
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

export type ApiOptions = {
  store: SubmissionStore
  overLimit: (client: string) => Promise<number>
}
export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => boolean

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const json = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(json)),
    ...SECURITY_HEADERS,
    ...headers,
  })
  res.end(json)
}

// A cross-origin JSON POST needs a CORS preflight, never granted, so other sites' HTML forms stay out.
function isJson(req: IncomingMessage): boolean {
  const [type, ...params] = (req.headers['content-type'] ?? '').split(';').map((part) => part.trim().toLowerCase())
  if (type !== 'application/json') return false
  return params.every((param) => !param.startsWith('charset=') || /^charset="?utf-8"?$/.test(param))
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) }
  } catch {
    return { ok: false }
  }
}

function honeypotFilled(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('website' in value)) return false
  const website = value.website
  return website !== undefined && website !== null && String(website).trim() !== ''
}

const receiptOf = ({ reference, createdAt }: SubmissionReceipt): SubmissionReceipt => ({ reference, createdAt })

// `true` when the request was one of its paths, though the answer may still be on its way.
export function createApiHandler({ store, overLimit }: ApiOptions): ApiHandler {
  async function submit(path: SubmissionPath, req: IncomingMessage, res: ServerResponse) {
    const client = clientAddress(req)
    const retryAfter = await overLimit(client)
    if (retryAfter > 0) return send(res, 429, { error: 'rate-limited' }, { 'Retry-After': String(retryAfter) })
    if (!isJson(req)) return send(res, 415, { error: 'unsupported-media-type' })
    const key = req.headers['idempotency-key']
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      return send(res, 400, { error: 'invalid-idempotency-key' })
    }

    const body = await readBody(req, MAX_BODY_BYTES)
    if (body.kind === 'aborted') return void res.destroy()
    // Closing the connection stops the rest of an oversized body from being read at all.
    if (body.kind === 'too-large') return send(res, 413, { error: 'payload-too-large' }, { Connection: 'close' })
    const json = parseJson(body.body)
    if (!json.ok) return send(res, 400, { error: 'invalid-json' })

    // A bot is told it succeeded, so that it has no reason to try again differently.
    if (honeypotFilled(json.value)) {
      return send(res, 201, { reference: newReference(), createdAt: new Date().toISOString() })
    }
    const result = v.safeParse(SUBMISSION_ENDPOINTS[path], json.value)
    if (!result.success) return send(res, 400, { error: 'validation', fields: fieldErrors(result.issues) })

    const { website: _honeypot, ...submission } = result.output
    const kind = SUBMISSION_KINDS[path]
    const payload = JSON.stringify(submission)
    const outcome = await store.insert({ kind, payload, idempotencyKey: key, client })
    if (outcome.created) return send(res, 201, receiptOf(outcome.receipt))
    // The same key with another submission is a client bug; the IETF Idempotency-Key draft answers 422 too.
    const { previous } = outcome
    if (previous.kind !== kind || previous.payload !== payload) return send(res, 422, { error: 'idempotency-key-reused' })
    return send(res, 201, receiptOf(previous), { 'Idempotent-Replayed': 'true' })
  }

  async function health(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'method-not-allowed' }, { Allow: 'GET, HEAD' })
    if (await store.ping()) return send(res, 200, { status: 'ok' })
    return send(res, 503, { status: 'unavailable', error: 'database-unavailable' })
  }

  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/'
    if (path === HEALTH_PATH) {
      void health(req, res)
      return true
    }
    if (!isSubmissionPath(path)) return false
    if (req.method !== 'POST') {
      send(res, 405, { error: 'method-not-allowed' }, { Allow: 'POST' })
      return true
    }
    submit(path, req, res).catch((error: unknown) => {
      console.error(`${req.method} ${path} failed:`, error)
      if (res.headersSent) res.destroy()
      else send(res, 500, { error: 'internal' })
    })
    return true
  }

  return handle
}
