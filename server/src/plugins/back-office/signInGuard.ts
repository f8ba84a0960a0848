import type { DocumentNode } from 'graphql'
import {
  NativeAuthenticationStrategy,
  type AuthenticationStrategy,
  type Injector,
  type NativeAuthenticationData,
  type ID,
  type RequestContext,
  type User,
} from '@vendure/core'
import { clientAddress } from '../../config/proxy.js'
import { SharedCounts } from '../shared-counts/sharedCounts.js'

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

/**
 * Vendure's own name-and-password sign-in, counted: a client address gets so many attempts per
 * window, and an account that takes too many wrong passwords in a row is locked for a while (the
 * right password then fails too, with its own message). The counts are the database's
 * (SharedCounts), which every server shares.
 */
export class CountedNativeAuthentication implements AuthenticationStrategy<NativeAuthenticationData> {
  // The same name as Vendure's: the Dashboard's and the API's `login` reach this strategy.
  readonly name = 'native'
  private readonly native = new NativeAuthenticationStrategy()
  private counts: SharedCounts

  constructor(private readonly limits: SignInLimits) {}

  async init(injector: Injector): Promise<void> {
    await this.native.init(injector)
    this.counts = injector.get(SharedCounts)
  }

  defineInputType(): DocumentNode {
    return this.native.defineInputType()
  }

  /** Vendure asks the shop's `native` strategy to check a password (a customer changing their email address). */
  verifyUserPassword(ctx: RequestContext, userId: ID, password: string): Promise<boolean> {
    return this.native.verifyUserPassword(ctx, userId, password)
  }

  async authenticate(ctx: RequestContext, data: NativeAuthenticationData): Promise<User | false | string> {
    const client = `sign-in:client:${ctx.apiType}:${clientAddress(ctx.req)}`
    if ((await this.counts.hit(client, this.limits.clientWindowSeconds)).count > this.limits.perClient) return TOO_MANY_ATTEMPTS
    const account = `sign-in:account:${ctx.apiType}:${data.username.trim().toLowerCase()}`
    const { failuresBeforeLock, lockSeconds } = this.limits
    if ((await this.counts.lockedFor(account)) > 0) return ACCOUNT_LOCKED
    // Counted (atomically, whichever server takes it) before the password is checked: guesses sent
    // together are numbered, and those past the limit are refused without a check.
    const { count: attempt } = await this.counts.hit(`${account}:failures`, lockSeconds)
    if (attempt > failuresBeforeLock) return ACCOUNT_LOCKED
    const user = await this.native.authenticate(ctx, data)
    if (user) {
      await this.counts.clear(`${account}:failures`)
      return user
    }
    if (attempt < failuresBeforeLock) return false
    await this.counts.lock(account, lockSeconds)
    await this.counts.clear(`${account}:failures`)
    return ACCOUNT_LOCKED
  }
}
