import type { DocumentNode } from 'graphql'
import {
  CacheService,
  NativeAuthenticationStrategy,
  type AuthenticationStrategy,
  type Injector,
  type NativeAuthenticationData,
  type ID,
  type RequestContext,
  type User,
} from '@vendure/core'
import { clientAddress } from '../../config/proxy.js'
import { SharedCounts } from '../../config/sharedCounts.js'

export type SignInLimits = {
  /** Sign-in attempts one client address may make in a window, right or wrong. */
  perClient: number
  clientWindowSeconds: number
  /** Wrong passwords in a row that lock an account, and for how long. */
  failuresBeforeLock: number
  lockSeconds: number
}

/** What a refused attempt says (Vendure hands it back as the login's `authenticationError`). */
const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS'
const ACCOUNT_LOCKED = 'ACCOUNT_LOCKED'

const whole = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, not "${value}"`)
  return n
}

/** `SIGN_IN_ATTEMPTS` per client and `SIGN_IN_WINDOW_SECONDS`; `SIGN_IN_FAILURES` wrong in a row lock the account for `SIGN_IN_LOCK_SECONDS`. */
export function signInLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SignInLimits {
  return {
    perClient: whole(env.SIGN_IN_ATTEMPTS, 20, 'SIGN_IN_ATTEMPTS'),
    clientWindowSeconds: whole(env.SIGN_IN_WINDOW_SECONDS, 600, 'SIGN_IN_WINDOW_SECONDS'),
    failuresBeforeLock: whole(env.SIGN_IN_FAILURES, 5, 'SIGN_IN_FAILURES'),
    lockSeconds: whole(env.SIGN_IN_LOCK_SECONDS, 900, 'SIGN_IN_LOCK_SECONDS'),
  }
}

/** A client's address as counted: IPv4 as it is, IPv6 by its /64 (one machine is given a whole /64). */
function clientOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.)/, '')
  if (!plain.includes(':')) return plain
  const [head = '', tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = plain.includes('::') ? (tail ? tail.split(':') : []) : []
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Vendure's own name-and-password sign-in, counted: a client address gets so many attempts per
 * window, and an account that takes too many wrong passwords in a row is locked for a while (the
 * right password then fails too, with its own message). The counts live in Vendure's cache, which
 * every server shares when it is the database's (docs/back-office.md).
 */
export class CountedNativeAuthentication implements AuthenticationStrategy<NativeAuthenticationData> {
  // The same name as Vendure's: the Dashboard's and the API's `login` reach this strategy.
  readonly name = 'native'
  private readonly native = new NativeAuthenticationStrategy()
  private cache: CacheService
  private counts: SharedCounts
  private readonly accounts = new Map<string, Promise<unknown>>()

  constructor(private readonly limits: SignInLimits) {}

  async init(injector: Injector): Promise<void> {
    await this.native.init(injector)
    this.cache = injector.get(CacheService)
    this.counts = new SharedCounts(this.cache)
  }

  defineInputType(): DocumentNode {
    return this.native.defineInputType()
  }

  /** Vendure asks the shop's `native` strategy to check a password (a customer changing their email address). */
  verifyUserPassword(ctx: RequestContext, userId: ID, password: string): Promise<boolean> {
    return this.native.verifyUserPassword(ctx, userId, password)
  }

  async authenticate(ctx: RequestContext, data: NativeAuthenticationData): Promise<User | false | string> {
    const client = `sign-in:client:${ctx.apiType}:${clientOf(clientAddress(ctx.req))}`
    if ((await this.counts.hit(client, this.limits.clientWindowSeconds)).count > this.limits.perClient) return TOO_MANY_ATTEMPTS
    const account = `sign-in:account:${ctx.apiType}:${data.username.trim().toLowerCase()}`
    // One attempt at a time per account in this process: guesses sent together cannot all pass the
    // check before the first of them is counted.
    const previous = this.accounts.get(account) ?? Promise.resolve()
    const attempt = previous.then(() => this.attempt(ctx, data, account))
    const settled = attempt.catch(() => undefined)
    this.accounts.set(account, settled)
    void settled.then(() => {
      if (this.accounts.get(account) === settled) this.accounts.delete(account)
    })
    return attempt
  }

  /** The failure is counted before the password is checked, and forgotten when it was right. */
  private async attempt(ctx: RequestContext, data: NativeAuthenticationData, account: string): Promise<User | false | string> {
    const { failuresBeforeLock, lockSeconds } = this.limits
    if (((await this.cache.get<number>(`${account}:locked`)) ?? 0) > Date.now()) return ACCOUNT_LOCKED
    const failures = ((await this.cache.get<number>(`${account}:failures`)) ?? 0) + 1
    await this.cache.set(`${account}:failures`, failures, { ttl: lockSeconds * 1000 })
    const user = await this.native.authenticate(ctx, data)
    if (user) {
      await this.cache.delete(`${account}:failures`)
      return user
    }
    if (failures < failuresBeforeLock) return false
    await this.cache.set(`${account}:locked`, Date.now() + lockSeconds * 1000, { ttl: lockSeconds * 1000 })
    await this.cache.delete(`${account}:failures`)
    return ACCOUNT_LOCKED
  }
}
