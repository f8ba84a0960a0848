import { randomInt } from 'node:crypto'
import { MESSAGE_REFERENCE_PREFIX, type SubmissionReceipt } from '#domain/forms/schemas.js'

export type NewSubmission = {
  kind: string
  payload: string
  idempotencyKey?: string | undefined
  client?: string | undefined
}
export type StoredSubmission = {
  reference: string
  kind: string
  payload: string
  client: string | null
  createdAt: string
}
export type InsertOutcome = { created: true; receipt: SubmissionReceipt } | { created: false; previous: StoredSubmission }

export type SubmissionStore = {
  insert: (submission: NewSubmission) => Promise<InsertOutcome>
  ping: () => Promise<boolean>
}

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** randomInt draws without modulo bias. */
export function newReference(): string {
  let reference = MESSAGE_REFERENCE_PREFIX
  for (let i = 0; i < 8; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return reference
}
