import { Injectable } from '@nestjs/common'
import { TransactionalConnection } from '@vendure/core'
import type { EntityManager } from 'typeorm'

const SWEEP_EVERY_MS = 10 * 60_000

/** Each count is one atomic upsert, so racing requests on any number of servers are each counted. */
@Injectable()
export class SharedCounts {
  private nextSweep = 0

  constructor(private connection: TransactionalConnection) {}

  async hit(key: string, windowSeconds: number): Promise<{ count: number; resetsIn: number }> {
    const now = Date.now()
    const [row] = await this.run<Array<{ count: number; resetAt: string }>>(
      `INSERT INTO "rate_count" ("key", "count", "resetAt", "lockedUntil") VALUES ($1, 1, $2, 0)
       ON CONFLICT ("key") DO UPDATE SET
         "count" = CASE WHEN "rate_count"."resetAt" <= $3 THEN 1 ELSE "rate_count"."count" + 1 END,
         "resetAt" = CASE WHEN "rate_count"."resetAt" <= $3 THEN $2 ELSE "rate_count"."resetAt" END
       RETURNING "count", "resetAt"`,
      [key, now + windowSeconds * 1000, now],
    )
    void this.sweep(now)
    return { count: Number(row!.count), resetsIn: Math.max(1, Math.ceil((Number(row!.resetAt) - now) / 1000)) }
  }

  async lockedFor(key: string): Promise<number> {
    const [row] = await this.run<Array<{ lockedUntil: string }>>(`SELECT "lockedUntil" FROM "rate_count" WHERE "key" = $1`, [key])
    return Math.max(0, Math.ceil((Number(row?.lockedUntil ?? 0) - Date.now()) / 1000))
  }

  async lock(key: string, seconds: number): Promise<void> {
    await this.run(
      `INSERT INTO "rate_count" ("key", "count", "resetAt", "lockedUntil") VALUES ($1, 0, 0, $2)
       ON CONFLICT ("key") DO UPDATE SET "lockedUntil" = $2`,
      [key, Date.now() + seconds * 1000],
    )
  }

  async clear(key: string): Promise<void> {
    await this.run(`DELETE FROM "rate_count" WHERE "key" = $1`, [key])
  }

  private async sweep(now: number): Promise<void> {
    if (now < this.nextSweep) return
    this.nextSweep = now + SWEEP_EVERY_MS
    await this.run(`DELETE FROM "rate_count" WHERE "resetAt" < $1 AND "lockedUntil" < $1`, [now]).catch(() => {})
  }

  /** On SQLite the query runs in a transaction so that it takes its turn under the shared-runner lock. */
  private run<T = unknown>(sql: string, values: ReadonlyArray<unknown>): Promise<T> {
    const raw = this.connection.rawConnection
    if (raw.options.type === 'postgres') return raw.query(sql, [...values])
    const order: Array<unknown> = []
    const positional = sql.replace(/\$(\d+)/g, (_, n: string) => (order.push(values[Number(n) - 1]), '?'))
    return raw.transaction((manager: EntityManager) => manager.query(positional, order))
  }
}
