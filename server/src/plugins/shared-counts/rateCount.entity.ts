import { Column, Entity, PrimaryColumn } from 'typeorm'

/** One counted key (a client's sign-ins, an account's wrong passwords, a client's form sends) in its current window. */
@Entity('rate_count')
export class RateCount {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string

  @Column({ type: 'integer' })
  count: number

  /** When the window ends, in milliseconds since the epoch. */
  @Column({ type: 'bigint' })
  resetAt: string

  /** Until when the key is locked out, in milliseconds since the epoch (0: not locked). */
  @Column({ type: 'bigint', default: 0 })
  lockedUntil: string
}
