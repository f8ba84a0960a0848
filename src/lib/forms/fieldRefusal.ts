import type { FieldErrorCode } from './schemas'

/** A refusal of what a form sent, field by field, from something other than the forms' API (Vendure's checkout). */
export class FieldRefusal extends Error {
  constructor(readonly fields: Record<string, FieldErrorCode>) {
    super(`Refused: ${Object.keys(fields).join(', ')}`)
    this.name = 'FieldRefusal'
  }
}
