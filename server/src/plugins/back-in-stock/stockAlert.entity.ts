import { EntityId, VendureEntity, type DeepPartial, type ID } from '@vendure/core'
import { Column, Entity, Index } from 'typeorm'

/** "Tell me when it is back": one address for one sold-out variant in one market, told once in its language. */
@Entity()
@Index(['productVariantId', 'market', 'email'], { unique: true })
export class StockAlert extends VendureEntity {
  constructor(input?: DeepPartial<StockAlert>) {
    super(input)
  }

  @Index()
  @EntityId()
  productVariantId: ID

  @Column({ type: 'varchar', length: 8 })
  market: string

  @Column({ type: 'varchar', length: 254 })
  email: string

  @Column({ type: 'varchar', length: 8 })
  languageCode: string

  /** Set as its email is sent: a row is told once, whichever server or worker sees the stock first. */
  @Index()
  @Column({ type: Date, nullable: true })
  notifiedAt: Date | null
}
