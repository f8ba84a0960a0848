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
  perClient: number
  clientWindowSeconds: number
  failuresBeforeLock: number
  lockSeconds: number
}

/** Vendure hands a returned string back as the login's `authenticationError`. */
const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS'
const ACCOUNT_LOCKED = 'ACCOUNT_LOCKED'

const whole = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, not "${value}"`)
  return n
}

export function signInLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SignInLimits {
  return {
    perClient: whole(env.SIGN_IN_ATTEMPTS, 20, 'SIGN_IN_ATTEMPTS'),
    clientWindowSeconds: whole(env.SIGN_IN_WINDOW_SECONDS, 600, 'SIGN_IN_WINDOW_SECONDS'),
    failuresBeforeLock: whole(env.SIGN_IN_FAILURES, 5, 'SIGN_IN_FAILURES'),
    lockSeconds: whole(env.SIGN_IN_LOCK_SECONDS, 900, 'SIGN_IN_LOCK_SECONDS'),
  }
}

export class CountedNativeAuthentication implements AuthenticationStrategy<NativeAuthenticationData> {
  // Vendure's own name, so that the Dashboard's and the API's `login` reach this strategy.
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

  verifyUserPassword(ctx: RequestContext, userId: ID, password: string): Promise<boolean> {
    return this.native.verifyUserPassword(ctx, userId, password)
  }

  async authenticate(ctx: RequestContext, data: NativeAuthenticationData): Promise<User | false | string> {
    const client = `sign-in:client:${ctx.apiType}:${clientAddress(ctx.req)}`
    if ((await this.counts.hit(client, this.limits.clientWindowSeconds)).count > this.limits.perClient) return TOO_MANY_ATTEMPTS
    const account = `sign-in:account:${ctx.apiType}:${data.username.trim().toLowerCase()}`
    const { failuresBeforeLock, lockSeconds } = this.limits
    if ((await this.counts.lockedFor(account)) > 0) return ACCOUNT_LOCKED
    // Counted before the password is checked, so that guesses sent together past the limit are refused unchecked.
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
