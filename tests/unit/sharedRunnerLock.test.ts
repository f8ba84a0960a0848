// @vitest-environment node
import { DataSource } from 'typeorm'
import { afterEach, expect, it } from 'vitest'
import { lockSharedRunner } from '../../server/src/plugins/sqlite-transactions/sharedRunnerLock.ts'
import { asUnit } from '../../server/src/plugins/sqlite-transactions/unitOfWork.ts'

let source: DataSource | undefined
afterEach(() => source?.destroy())

/** TypeORM's SQLite driver hands every caller its one shared runner: the one the shop locks. */
async function lockedRunner() {
  source = new DataSource({ type: 'better-sqlite3', database: ':memory:' })
  await source.initialize()
  const runner = source.createQueryRunner()
  lockSharedRunner(runner as never)
  await runner.query('create table writes (unit text)')
  return runner
}
const turn = () => new Promise((resolve) => setTimeout(resolve, 20))

it('a unit holding the transaction opens a nested one while another unit waits, and both finish', async () => {
  const runner = await lockedRunner()
  const order: string[] = []
  const holder = asUnit(async () => {
    await runner.startTransaction()
    await turn() // the other unit asks for the transaction meanwhile
    // What Vendure does inside a request (a counter, a remove): a savepoint in the holder's own transaction.
    await runner.startTransaction()
    await runner.query(`insert into writes values ('holder')`)
    await runner.commitTransaction()
    await runner.commitTransaction()
    order.push('holder')
  })
  const waiting = asUnit(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await runner.startTransaction()
    await runner.query(`insert into writes values ('waiting')`)
    await runner.commitTransaction()
    order.push('waiting')
  })
  await Promise.all([holder, waiting])
  expect(order).toEqual(['holder', 'waiting'])
  expect(await runner.query('select unit from writes')).toEqual([{ unit: 'holder' }, { unit: 'waiting' }])
}, 5_000)

it('nested transactions a unit opens side by side each get their own savepoint', async () => {
  const runner = await lockedRunner()
  await asUnit(async () => {
    await runner.startTransaction()
    // Vendure runs some writes of one request in parallel (Promise.all), each in a nested transaction.
    await Promise.all(
      ['left', 'right'].map(async (unit) => {
        await runner.startTransaction()
        await runner.query(`insert into writes values ('${unit}')`)
        await runner.commitTransaction()
      }),
    )
    await runner.commitTransaction()
  })
  expect(await runner.query('select count(*) as stored from writes')).toEqual([{ stored: 2 }])
})
