/// <reference types="vite/client" />
import { safeParse, type GenericSchema } from 'valibot'

export type HttpErrorKind = 'network' | 'timeout' | 'status' | 'invalid'

export class HttpError extends Error {
  readonly kind: HttpErrorKind
  readonly status: number | undefined
  readonly body: unknown
  constructor(kind: HttpErrorKind, message: string, status?: number, body?: unknown) {
    super(message)
    this.name = 'HttpError'
    this.kind = kind
    this.status = status
    this.body = body
  }
}

const PASSING_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504])

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RequestOptions<TOut> = {
  method?: Method
  body?: unknown
  schema: GenericSchema<unknown, TOut>
  baseUrl?: string
  timeoutMs?: number
  headers?: Record<string, string>
  signal?: AbortSignal
  credentials?: 'include' | 'same-origin' | 'omit'
}

function apiBaseUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_BASE_URL
  if (typeof configured === 'string' && configured !== '') return configured
  // Prerendering has no location: the build's fetch answers this origin from the built files.
  const here = (globalThis as { location?: { origin: string } }).location
  return here?.origin ?? PRERENDER_ORIGIN
}

export const PRERENDER_ORIGIN = 'http://prerender.invalid'

export async function request<TOut>(path: string, options: RequestOptions<TOut>): Promise<TOut> {
  const url = new URL(path, options.baseUrl ?? apiBaseUrl())
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      ...(options.credentials ? { credentials: options.credentials } : {}),
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    if (timeout.aborted) throw new HttpError('timeout', `Timed out: ${url.pathname}`)
    throw new HttpError('network', `Network error: ${url.pathname}`)
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined)
    throw new HttpError('status', `HTTP ${response.status}: ${url.pathname}`, response.status, body)
  }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new HttpError('invalid', `Not JSON: ${url.pathname}`, response.status)
  }
  const result = safeParse(options.schema, json)
  if (!result.success) throw new HttpError('invalid', `Unexpected answer: ${url.pathname}`, response.status)
  return result.output
}

export function retryPassingFailure(failureCount: number, error: unknown): boolean {
  if (failureCount > 0 || !(error instanceof HttpError)) return false
  return error.kind === 'network' || error.kind === 'timeout' || PASSING_STATUSES.has(error.status ?? 0)
}
