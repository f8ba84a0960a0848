import type { QueryRunner } from 'typeorm'
import { inboxLines } from '../forms/summary.ts'

/**
 * The inbox migration's data step, the same on both engines: the sender and summary of the
 * submissions stored before it, and the inbox's permissions for a staff role made before it
 * (a role made after it gets them from STAFF_PERMISSIONS).
 */
export async function backfillInbox(queryRunner: QueryRunner): Promise<void> {
  const rows: Array<{ id: number; kind: string; payload: string }> = await queryRunner.query(
    `SELECT "id", "kind", "payload" FROM "submission"`,
  )
  const placeholder = (n: number) => (queryRunner.connection.options.type === 'postgres' ? `$${n}` : '?')
  for (const { id, kind, payload } of rows) {
    const { sender, summary } = inboxLines(kind, payload)
    await queryRunner.query(
      `UPDATE "submission" SET "sender" = ${placeholder(1)}, "summary" = ${placeholder(2)} WHERE "id" = ${placeholder(3)}`,
      [sender, summary, id],
    )
  }
  const roles: Array<{ id: number; permissions: string }> = await queryRunner.query(
    `SELECT "id", "permissions" FROM "role" WHERE "code" = 'staff'`,
  )
  for (const { id, permissions } of roles) {
    const granted = new Set(permissions.split(','))
    for (const permission of ['ReadSubmission', 'UpdateSubmission']) granted.add(permission)
    await queryRunner.query(`UPDATE "role" SET "permissions" = ${placeholder(1)} WHERE "id" = ${placeholder(2)}`, [[...granted].join(','), id])
  }
}
