import { EntityId, Order, VendureEntity, type DeepPartial, type ID } from '@vendure/core'
import { Column, Entity, Index, ManyToOne } from 'typeorm'
import type { ReturnLine, ReturnReason, ReturnState } from '#domain/forms/returns.js'

/** A shopper's request to send pieces of a delivered order back; the owner accepts it (refunding through Vendure) or refuses it. */
@Entity()
export class ReturnRequest extends VendureEntity {
  constructor(input?: DeepPartial<ReturnRequest>) {
    super(input)
  }

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  order: Order

  @Index()
  @EntityId()
  orderId: ID

  @Column('simple-json')
  lines: Array<ReturnLine>

  @Column({ type: 'varchar', length: 32 })
  reason: ReturnReason

  @Column({ type: 'text', default: '' })
  note: string

  @Column({ type: 'varchar', length: 16, default: 'requested' })
  state: ReturnState

  /** What Vendure refunded for it (minor units), once accepted. */
  @Column({ type: 'int', nullable: true })
  refundTotal: number | null

  @Column({ type: Date, nullable: true })
  decidedAt: Date | null

  @Column({ type: 'varchar', length: 200, nullable: true })
  decidedBy: string | null
}
