import { DefaultLogger, type CustomFields } from '@vendure/core'

/** What Vendure warns while it saves a relation through its documented input (`relatedIds`): docs/decisions.md#a-quiet-first-run. */
function relationInputWarnings(customFields: CustomFields): Set<string> {
  const warnings = new Set<string>()
  for (const [entity, fields] of Object.entries(customFields)) {
    for (const field of fields ?? []) {
      if (field.type === 'relation') warnings.add(`Custom field ${field.name}${field.list ? 'Ids' : 'Id'} not found for entity ${entity}`)
    }
  }
  return warnings
}

export class ShopLogger extends DefaultLogger {
  private readonly quiet: Set<string>
  constructor(customFields: CustomFields) {
    super()
    this.quiet = relationInputWarnings(customFields)
  }
  override warn(message: string, context?: string): void {
    if (!this.quiet.has(message)) super.warn(message, context)
  }
}
