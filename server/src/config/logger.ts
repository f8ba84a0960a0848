import { DefaultLogger } from '@vendure/core'

/** Vendure warns about every list relation set through its documented `…Ids` input (docs/decisions.md#a-quiet-first-run). */
const RELATION_INPUT = /^Custom field \w+Ids not found for entity \w+$/

export class ShopLogger extends DefaultLogger {
  override warn(message: string, context?: string): void {
    if (!RELATION_INPUT.test(message)) super.warn(message, context)
  }
}
