import { Injectable, type OnApplicationBootstrap } from '@nestjs/common'
import {
  AuthenticatedSession,
  ConfigService,
  EventBus,
  HistoryEntryEvent,
  Logger,
  PasswordResetVerifiedEvent,
  TransactionalConnection,
  type ID,
} from '@vendure/core'

const AFTER_COMMIT_MS = 2_000

/** A changed or reset password signs out every other session of the account: a thief's, or a forgotten shared computer's. */
@Injectable()
export class SignOutElsewhere implements OnApplicationBootstrap {
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
    // In the reset's own transaction, before it signs in: its answer comes once they are gone (docs/accounts.md).
    this.eventBus.registerBlockingEventHandler({
      event: PasswordResetVerifiedEvent,
      id: 'shop-reset-signs-out-elsewhere',
      handler: async (event) => {
        const sessions = this.connection.getRepository(event.ctx, AuthenticatedSession)
        const leaving = await sessions.find({ where: { user: { id: event.user.id } } })
        await sessions.remove(leaving)
        await this.forget(leaving)
        // Once committed, again: a request in between may have cached one back from the table.
        setTimeout(() => void this.forget(leaving), AFTER_COMMIT_MS).unref()
      },
    })
  }

  private async forget(sessions: ReadonlyArray<AuthenticatedSession>): Promise<void> {
    for (const session of sessions) await this.config.authOptions.sessionCacheStrategy.delete(session.token)
  }

  private async signOut(userId: ID, keep: { keepToken?: string }): Promise<void> {
    try {
      const sessions = await this.connection.rawConnection
        .getRepository(AuthenticatedSession)
        .find({ where: { user: { id: userId } }, order: { id: 'DESC' } })
      const leaving = sessions.filter((session) => session.token !== keep.keepToken)
      // The table first: a cache miss reads the session back from it.
      await this.connection.rawConnection.getRepository(AuthenticatedSession).remove(leaving)
      for (const session of leaving) await this.config.authOptions.sessionCacheStrategy.delete(session.token)
    } catch (error) {
      Logger.error(`Other sessions could not be signed out: ${(error as Error).message}`, 'Accounts')
    }
  }
}
