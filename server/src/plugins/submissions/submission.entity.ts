import { VendureEntity, type DeepPartial } from '@vendure/core'
import { Column, Entity, Index } from 'typeorm'

export const SUBMISSION_STATUSES = ['new', 'handled'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]

/** One form a shopper sent: a contact request, a business inquiry or a launch subscription. */
@Entity()
export class Submission extends VendureEntity {
  constructor(input?: DeepPartial<Submission>) {
    super(input)
  }

  /** What the shopper is told (`WN-` and 8 letters or digits), and quotes back. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 11 })
  reference: string

  @Column({ type: 'varchar', length: 32 })
  kind: string

  /** The submitted fields, validated, as JSON. */
  @Column({ type: 'text' })
  payload: string

  /** The client's Idempotency-Key: a second send with it is answered with this row, never stored twice. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  idempotencyKey: string | null

  /** The sender's address, for the owner's eyes only. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  client: string | null

  /** Who wrote, in one line ("name, company <email>"), so that the inbox can list and search it. */
  @Column({ type: 'varchar', length: 400, default: '' })
  sender: string

  /** What they wrote, in one line, for the inbox's list and search; the payload keeps every field. */
  @Column({ type: 'text', default: '' })
  summary: string

  /** `new` until someone in the back office marks it handled. */
  @Index()
  @Column({ type: 'varchar', length: 16, default: 'new' })
  status: SubmissionStatus

  @Column({ type: Date, nullable: true })
  handledAt: Date | null

  /** The administrator who marked it handled, by name, as the inbox shows it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  handledBy: string | null
}
