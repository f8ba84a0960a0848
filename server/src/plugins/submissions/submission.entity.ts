import { VendureEntity, type DeepPartial } from '@vendure/core'
import { Column, Entity, Index } from 'typeorm'

export const SUBMISSION_STATUSES = ['new', 'handled'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

@Entity()
export class Submission extends VendureEntity {
  constructor(input?: DeepPartial<Submission>) {
    super(input)
  }

  // MSG- and eight letters or digits (WN- and eight before 2026-12-02).
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 12 })
  reference: string

  @Column({ type: 'varchar', length: 32 })
  kind: string

  @Column({ type: 'text' })
  payload: string

  /** The client's Idempotency-Key: a second send with it is answered with this row, never stored twice. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  idempotencyKey: string | null

  /** The sender's address, for the owner's eyes only. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  client: string | null

  @Column({ type: 'varchar', length: 400, default: '' })
  sender: string

  @Column({ type: 'text', default: '' })
  summary: string

  @Index()
  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: SubmissionStatus

  @Column({ type: Date, nullable: true })
  handledAt: Date | null

  @Column({ type: 'varchar', length: 200, nullable: true })
  handledBy: string | null
}
