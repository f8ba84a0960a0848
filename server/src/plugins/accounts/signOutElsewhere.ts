import { Injectable, type OnApplicationBootstrap } from '@nestjs/common'
import {
  AuthenticatedSession,
  ConfigService,
  EventBus,
  HistoryEntryEvent,
  LoginEvent,
  Logger,
  PasswordResetVerifiedEvent,
  TransactionalConnection,
  type ID,
} from '@vendure/core'

const RESET_SIGN_IN_WAIT_MS = 5_000

/** A changed or reset password signs out every other session of the account: a thief's, or a forgotten shared computer's. */
@Injectable()
export class SignOutElsewhere implements OnApplicationBootstrap {
  private resets = new Set<object>()

  constructor(
    private eventBus: EventBus,
    private connection: TransactionalConnection,
    private config: ConfigService,
  ) {}

  onApplicationBootstrap(): void {
    this.eventBus.ofType(HistoryEntryEvent).subscribe((event) => {
      const changed = event.type === 'created' && String(event.entity.type) === 'CUSTOMER_PASSWORD_UPDATED'
      if (changed && event.ctx.activeUserId) void this.signOut(event.ctx.activeUserId, { keepToken: event.ctx.session?.token })
    })
    // A reset signs in anew in the same request: once that sign-in is told (LoginEvent), the newest session is its own.
    // Without it (a refused sign-in), every session goes after a few seconds.
    this.eventBus.registerBlockingEventHandler({
      event: PasswordResetVerifiedEvent,
      id: 'shop-reset-signs-out-elsewhere',
      handler: (event) => {
        const request = event.ctx.req ?? event.ctx
        this.resets.add(request)
        setTimeout(() => this.resets.delete(request) && void this.signOut(event.user.id, {}), RESET_SIGN_IN_WAIT_MS).unref()
      },
    })
    this.eventBus.ofType(LoginEvent).subscribe((event) => {
      if (this.resets.delete(event.ctx.req ?? event.ctx)) void this.signOut(event.user.id, { keepNewest: true })
    })
  }

  private async signOut(userId: ID, keep: { keepToken?: string; keepNewest?: boolean }): Promise<void> {
    try {
      const sessions = await this.connection.rawConnection
        .getRepository(AuthenticatedSession)
        .find({ where: { user: { id: userId } }, order: { id: 'DESC' } })
      const leaving = sessions.filter((session, at) => session.token !== keep.keepToken && !(keep.keepNewest && at === 0))
      // The table first: a cache miss reads the session back from it.
      await this.connection.rawConnection.getRepository(AuthenticatedSession).remove(leaving)
      for (const session of leaving) await this.config.authOptions.sessionCacheStrategy.delete(session.token)
    } catch (error) {
      Logger.error(`Other sessions could not be signed out: ${(error as Error).message}`, 'Accounts')
    }
  }
}
