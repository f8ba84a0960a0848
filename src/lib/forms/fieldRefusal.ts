import type { FieldErrorCode } from '#domain/forms/schemas'

export class FieldRefusal extends Error {
  constructor(readonly fields: Record<string, FieldErrorCode>) {
    super(`Refused: ${Object.keys(fields).join(', ')}`)
    this.name = 'FieldRefusal'
  }
}
