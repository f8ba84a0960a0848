/**
 * The security-header contract of the shop, written out independently of
 * server/src/http/securityHeaders.ts so that a change there that loosens a header fails the tests
 * instead of silently passing. Used by the unit tests and by the browser suite (real server).
 * Returns the broken promises as readable lines; an empty list means the contract holds.
 */

export type HeaderLookup = (name: string) => string | null | undefined

/** The whole policy, directive by directive. Nothing more may be allowed. */
const CSP: Record<string, ReadonlyArray<string>> = {
  'default-src': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://player.bilibili.com'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'require-trusted-types-for': ["'script'"],
  // No policy: the shop writes no script URL or markup through a Trusted Types sink.
  'trusted-types': ["'none'"],
}
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/
const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
const ONE_YEAR = 31_536_000

export function cspDirectives(csp: string): Map<string, Array<string>> {
  const directives = new Map<string, Array<string>>()
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (!name) continue
    // A browser obeys the first of two same-named directives; a second one is a mistake either way.
    if (directives.has(name.toLowerCase())) directives.set(`${name.toLowerCase()} (again)`, values)
    else directives.set(name.toLowerCase(), values)
  }
  return directives
}

const same = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && a.every((v, i) => v === b[i])

function cspProblems(csp: string, { apiOrigin, scriptHashes }: ContractOptions): Array<string> {
  const problems: Array<string> = []
  const directives = cspDirectives(csp)
  const expected = { ...CSP, 'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])] }
  for (const [name, values] of Object.entries(expected)) {
    const actual = directives.get(name)
    if (!actual) problems.push(`CSP: ${name} is missing`)
    else if (!same(actual, values)) problems.push(`CSP: ${name} is "${actual.join(' ')}", expected "${values.join(' ')}"`)
  }
  const script = directives.get('script-src')
  if (!script) problems.push('CSP: script-src is missing')
  else {
    const [self, ...hashes] = script
    if (self !== "'self'" || !hashes.every((token) => SCRIPT_HASH.test(token)))
      problems.push(`CSP: script-src must be 'self' plus sha256 hashes only, is "${script.join(' ')}"`)
    if (scriptHashes && !same([...hashes].sort(), [...scriptHashes].sort()))
      problems.push(`CSP: script-src hashes ${hashes.join(' ')} differ from the inline scripts' ${scriptHashes.join(' ')}`)
  }
  for (const name of directives.keys()) {
    if (!(name in expected) && name !== 'script-src') problems.push(`CSP: unexpected directive ${name}`)
  }
  return problems
}

export type ContractOptions = {
  /** Whether the answer came over https: HSTS must be there, and only then. */
  https: boolean
  apiOrigin?: string | undefined
  /** When known, the exact hashes script-src must carry. */
  scriptHashes?: ReadonlyArray<string>
}

export function securityContractProblems(header: HeaderLookup, options: ContractOptions): Array<string> {
  const problems: Array<string> = []
  const csp = header('content-security-policy')
  if (!csp) problems.push('Content-Security-Policy is missing')
  else problems.push(...cspProblems(csp, options))

  const hsts = header('strict-transport-security')
  if (options.https) {
    const maxAge = Number(/(?:^|;)\s*max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? 0)
    if (maxAge < ONE_YEAR || !/includeSubDomains/i.test(hsts ?? ''))
      problems.push(`Strict-Transport-Security must last a year or more and include subdomains, is "${hsts}"`)
  } else if (hsts) problems.push('Strict-Transport-Security sent over plain http')

  const exact: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
  }
  for (const [name, value] of Object.entries(exact)) {
    if (header(name) !== value) problems.push(`${name} is "${header(name)}", expected "${value}"`)
  }
  if (!PRIVATE_REFERRER.includes(header('referrer-policy') ?? ''))
    problems.push(`Referrer-Policy "${header('referrer-policy')}" leaks paths`)
  const permissions = header('permissions-policy') ?? ''
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    if (!permissions.split(',').some((part) => part.trim() === `${feature}=()`))
      problems.push(`Permissions-Policy does not deny ${feature}`)
  }
  return problems
}
