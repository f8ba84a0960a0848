import { VendureEntity, type DeepPartial } from '@vendure/core'
import { Column, Entity, Index } from 'typeorm'

/** One form a shopper sent: a contact request, a business inquiry, a launch subscription or an order request. */
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
}
