/** fast-check arbitraries of garbage HTTP requests for server-fuzz.test.ts. */
import { posix } from 'node:path'
import fc from 'fast-check'

export const SUBMISSION_PATHS = ['/api/v1/contact-requests', '/api/v1/enterprise-inquiries', '/api/v1/launch-subscriptions']

/** What the fixture dist really serves (a garbage address must not land on one of them). */
const REAL = new Set(['/', '/index.html', '/404.html', '/faq', '/faq/index.html', '/assets/app-abc123.js', '/api/v1/health', '/assets', ''])

const NASTY_SEGMENTS = [
  '%',
  '%%',
  '%E0%A4%A',
  '%ff',
  '%00',
  '%2F',
  '%2f..%2f',
  '%2e%2e',
  '%252e%252e',
  '%C0%AE%C0%AE',
  '..',
  '.',
  '...',
  '',
  '\\..\\',
  '..;',
  'etc',
  'passwd',
  'win.ini',
  '.env',
  '.git',
  'node_modules',
  'src',
  '__proto__',
  'constructor',
  'index.html.gz',
  'app-abc123.js.br',
  'a'.repeat(300),
  '%u002e',
  '~',
  '*',
  '!',
  '$',
  "'",
  '(',
  ')',
  '@',
  ':',
  ';',
  ',',
  'api',
  'v1',
  'en',
  'zh',
  'builds',
  'meta',
  'openapi.json',
]
const asciiText = fc.string({ maxLength: 10 }).map((value) => value.replace(/[\s?#]/g, ''))
const segment = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) }, { weight: 1, arbitrary: asciiText })

/** The path a server would end up with, or undefined when it cannot be decoded. */
function resolvedPath(target: string): string | undefined {
  try {
    const pathname = new URL(target, 'http://x').pathname
    return posix.normalize(decodeURIComponent(pathname)).replace(/\/+$/, '')
  } catch {
    return undefined
  }
}

/** Request targets no shop page answers to: garbage, traversal, `//`, absurd lengths, unknown API paths. */
export const garbageTarget = fc
  .oneof(
    { weight: 6, arbitrary: fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join('/')}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '//',
        '///',
        '//evil.example/x',
        '/..',
        '/../../../etc/passwd',
        '/assets/../../../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
      ),
    },
    { weight: 1, arbitrary: fc.array(segment, { maxLength: 3 }).map((segments) => `/api/v1/${segments.join('/')}`) },
    { weight: 1, arbitrary: fc.integer({ min: 2_000, max: 40_000 }).map((length) => `/${'a'.repeat(length)}`) },
  )
  .chain((path) => fc.tuple(fc.constant(path), fc.constantFrom('', '?', '?%', '?a=%E0%A4%A', '?x=1&x=2')))
  .map(([path, query]) => `${path}${query}`)
  .filter((target) => {
    const path = resolvedPath(target)
    return path === undefined || !REAL.has(path)
  })

export const method = fc.oneof(
  fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'get'),
  fc.stringMatching(/^[A-Z]{1,12}$/).filter((verb) => verb !== 'CONNECT'), // CONNECT is a tunnel, not a request
)

const headerValue = fc.oneof(
  fc.constantFrom('', '%', '\t', 'a'.repeat(5_000), 'gzip, br;q=abc', '*/*;q=NaN'),
  fc.constantFrom(
    'bytes=5-1',
    'bytes=-5',
    'bytes=0-',
    'bytes=0-0',
    'bytes=0-1,3-4',
    'bytes=99999999-',
    'bytes=0-99999999999999999999',
    'bytes=x-y',
    'items=0-1',
  ),
  fc.string({ maxLength: 20 }).map((v) => v.replace(/[\r\n]/g, '')),
)
export const headerLines = fc.array(
  fc
    .tuple(
      fc.constantFrom(
        'Accept',
        'Accept-Encoding',
        'Range',
        'If-None-Match',
        'If-Modified-Since',
        'Content-Type',
        'Idempotency-Key',
        'X-Forwarded-Proto',
        'Cookie',
        'Referer',
        'X-Junk',
      ),
      headerValue,
    )
    .map(([name, value]) => `${name}: ${value}`),
  { maxLength: 4 },
)

/** Bodies the write API must refuse: broken JSON, valid JSON of the wrong shape, other media types. */
export const garbageBody = fc.oneof(
  fc.record({
    contentType: fc.constant('application/json'),
    body: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('{', '{"email":', 'null', '[]', '"x"', '\uFEFF{}', '{"__proto__":{"x":1}}'),
    ),
  }),
  fc.record({ contentType: fc.constant('application/json'), body: fc.json({ maxDepth: 3 }).filter((json) => !json.includes('website')) }),
  fc.record({
    contentType: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'multipart/form-data',
    ),
    body: fc.string({ maxLength: 40 }),
  }),
  fc.record({ contentType: fc.constant('application/json'), body: fc.constant(`{"message":"${'x'.repeat(20_000)}"}`) }),
)

const word = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
const extension = fc.oneof(
  fc.constantFrom('.html', '.htm', '.php', '.asp', '.x', '.html~', '.bak', '.'),
  word.map((w) => `.${w}`),
)

/**
 * Addresses a shopper or an old link may open that name no page: with an extension (`/sofa.html`),
 * `.` and `..` segments, malformed percent-encoding or bytes that are not UTF-8, under either
 * language. Each must get the shop's 404 page (never under /assets, /api or /builds, nor a file
 * type a page loads, which must fail as a file).
 */
export const pageLikeTarget = fc
  .tuple(
    fc.constantFrom('', '/zh'),
    fc.array(fc.oneof(word, fc.constantFrom('.', '..', '%E0%A4%A', '%FF', '%FE%FF', '%C0%AE', 'collections', 'faq', '%')), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.option(extension, { nil: '' }),
  )
  .map(([prefix, segments, ext]) => `${prefix}/${segments.join('/')}${ext}`)
  .filter((target) => {
    const path = resolvedPath(target)
    if (path !== undefined && (REAL.has(path) || REAL.has(`${path}/index.html`) || /^\/(assets|api|builds)(\/|$)/.test(path))) return false
    return !/\.(m?js|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|txt|xml|webmanifest|wasm)$/i.test(target)
  })
