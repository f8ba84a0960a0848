import { randomInt } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite'
import type { SubmissionReceipt } from '../../lib/forms/schemas.ts'

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
export type Store = ReturnType<typeof openStore>

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const COLUMNS = 'reference, kind, payload, client, created_at'

// randomInt draws without modulo bias.
export function newReference(): string {
  let reference = 'WN-'
  for (let i = 0; i < 8; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]
  return reference
}

function toSubmission(row: Record<string, SQLOutputValue>): StoredSubmission {
  return {
    reference: String(row.reference),
    kind: String(row.kind),
    payload: String(row.payload),
    client: row.client === null || row.client === undefined ? null : String(row.client),
    createdAt: String(row.created_at),
  }
}

const isReferenceClash = (error: unknown) =>
  error instanceof Error && error.message.includes('UNIQUE constraint failed: submissions.reference')

// One autocommitted statement per write, WAL with synchronous=FULL: an acknowledged submission survives a power cut.
export function openStore(path: string) {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  // timeout = SQLite's busy_timeout: `npm start` and the dev server may share the file.
  const db = new DatabaseSync(path, { timeout: 5000 })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec(`CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY,
    reference TEXT UNIQUE NOT NULL,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    client TEXT,
    created_at TEXT NOT NULL
  )`)
  // The UNIQUE constraint decides a repeated key (from any process): no window between look-up and insert.
  const insertRow = db.prepare(
    `INSERT INTO submissions (reference, kind, payload, idempotency_key, client, created_at)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
  )
  const byKey = db.prepare(`SELECT ${COLUMNS} FROM submissions WHERE idempotency_key = ?`)
  const newest = db.prepare(`SELECT ${COLUMNS} FROM submissions ORDER BY id DESC LIMIT ?`)

  function findByIdempotencyKey(key: string): StoredSubmission | undefined {
    const row = byKey.get(key)
    return row ? toSubmission(row) : undefined
  }

  function insert({ kind, payload, idempotencyKey, client }: NewSubmission): InsertOutcome {
    // 36^8 references make a clash unlikely, not impossible: draw again a few times.
    for (let attempt = 1; ; attempt++) {
      const receipt = { reference: newReference(), createdAt: new Date().toISOString() }
      try {
        const { changes } = insertRow.run(receipt.reference, kind, payload, idempotencyKey ?? null, client ?? null, receipt.createdAt)
        if (Number(changes) === 1) return { created: true, receipt }
      } catch (error) {
        if (isReferenceClash(error) && attempt < 5) continue
        throw error
      }
      const previous = idempotencyKey === undefined ? undefined : findByIdempotencyKey(idempotencyKey)
      if (!previous) throw new Error('Insert ignored without an earlier row for its idempotency key')
      return { created: false, previous }
    }
  }

  return {
    path,
    insert,
    findByIdempotencyKey,
    latest: (n: number): StoredSubmission[] => newest.all(n).map(toSubmission),
    ping(): boolean {
      try {
        db.prepare('SELECT 1 FROM submissions LIMIT 1').get()
        return true
      } catch {
        return false
      }
    },
    close: () => {
      if (db.isOpen) db.close()
    },
  }
}
