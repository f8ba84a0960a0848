import { randomInt } from 'node:crypto'
import type { OrderCodeStrategy } from '@vendure/core'

// No 0/O, 1/I/L or U: a code read out on the phone is not misheard.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'

export class ShopOrderCodeStrategy implements OrderCodeStrategy {
  generate(): string {
    return `WN-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`
  }
}
