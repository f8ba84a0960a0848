import { Column, Entity, PrimaryColumn } from 'typeorm'

/** Times are milliseconds since the epoch; `lockedUntil` 0 means not locked. */
@Entity('rate_count')
export class RateCount {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string

  @Column({ type: 'integer' })
  count: number

  @Column({ type: 'bigint' })
  resetAt: string

  @Column({ type: 'bigint', default: 0 })
  lockedUntil: string
}
