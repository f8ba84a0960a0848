import { Injectable } from '@nestjs/common'
import { TransactionalConnection } from '@vendure/core'
import {
  newReference,
  type InsertOutcome,
  type NewSubmission,
  type StoredSubmission,
  type SubmissionStore,
} from '../../forms/submissionStore.ts'
import { inboxLines } from '../../forms/summary.ts'
import { Submission } from './submission.entity.js'

const stored = (row: Submission): StoredSubmission => ({
  reference: row.reference,
  kind: row.kind,
  payload: row.payload,
  client: row.client,
  createdAt: new Date(row.createdAt).toISOString(),
})

@Injectable()
export class SubmissionService implements SubmissionStore {
  constructor(private connection: TransactionalConnection) {}

  private get repository() {
    return this.connection.rawConnection.getRepository(Submission)
  }

  async insert({ kind, payload, idempotencyKey, client }: NewSubmission): Promise<InsertOutcome> {
    // 36^8 references make a clash unlikely, not impossible: draw again a few times.
    for (let attempt = 1; ; attempt++) {
      const createdAt = new Date()
      const reference = newReference()
      try {
        // A transaction of its own: on SQLite it takes its turn as one unit of work, and is committed when this returns.
        await this.connection.rawConnection.transaction((manager) =>
          manager.insert(Submission, {
            reference,
            kind,
            payload,
            ...inboxLines(kind, payload),
            idempotencyKey: idempotencyKey ?? null,
            client: client ?? null,
            createdAt,
          }),
        )
        return { created: true, receipt: { reference, createdAt: createdAt.toISOString() } }
      } catch (error) {
        // The unique index decides a repeated key, whichever request or server stored it first.
        const previous = idempotencyKey === undefined ? undefined : await this.findByIdempotencyKey(idempotencyKey)
        if (previous) return { created: false, previous }
        if (attempt < 5 && (await this.repository.existsBy({ reference }))) continue
        throw error
      }
    }
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<StoredSubmission | undefined> {
    const row = await this.repository.findOneBy({ idempotencyKey })
    return row ? stored(row) : undefined
  }

  async latest(count: number): Promise<Array<StoredSubmission>> {
    return (await this.repository.find({ order: { id: 'DESC' }, take: count })).map(stored)
  }

  async ping(): Promise<boolean> {
    try {
      await this.repository.count({ take: 1 })
      return true
    } catch {
      return false
    }
  }
}
