import type { QueryRunner } from 'typeorm'
import { unitOfWork } from './unitOfWork.js'

type Runner = QueryRunner & { transactionDepth: number }

const WRITE = /^\s*(?:insert|update|delete|replace|create|drop|alter)\b/i

const rolledBack = new Set<() => void>()
/** Calls `listener` after each rollback: reads never wait here, so one may have seen the writes it undid. */
export function afterRollback(listener: () => void): void {
  rolledBack.add(listener)
}

/** TypeORM nests every SQLite caller's transaction in one shared runner; one unit of work holds it at a time (docs/server.md). */
export function lockSharedRunner(runner: Runner): void {
  let holder: object | undefined
  let released: Promise<void> = Promise.resolve()
  let release: () => void = () => undefined
  const current = () => unitOfWork.getStore() ?? runner

  async function waitForOthers(): Promise<void> {
    while (holder !== undefined && holder !== current()) await released
  }
  function take() {
    holder = current()
    released = new Promise((resolve) => (release = resolve))
  }
  function giveBackIfDone() {
    if (runner.transactionDepth > 0) return
    holder = undefined
    release()
  }

  const start = runner.startTransaction.bind(runner)
  const commit = runner.commitTransaction.bind(runner)
  const rollback = runner.rollbackTransaction.bind(runner)
  const query = runner.query.bind(runner)

  // Starts go one at a time (TypeORM counts depth after BEGIN); waiting for another unit happens outside their queue.
  let starting: Promise<unknown> = Promise.resolve()
  const startOnce = (level: Parameters<Runner['startTransaction']>[0]) => {
    const started = starting.then(async () => {
      if (holder !== undefined && holder !== current()) return false
      if (runner.transactionDepth === 0) take()
      try {
        await start(level)
      } catch (error) {
        giveBackIfDone()
        throw error
      }
      return true
    })
    starting = started.catch(() => undefined)
    return started
  }
  runner.startTransaction = async (level) => {
    do await waitForOthers()
    while (!(await startOnce(level)))
  }
  runner.commitTransaction = async () => {
    try {
      await commit()
    } finally {
      giveBackIfDone()
    }
  }
  runner.rollbackTransaction = async () => {
    try {
      await rollback()
    } finally {
      giveBackIfDone()
      for (const listener of rolledBack) listener()
    }
  }
  runner.query = (async (sql: string, parameters?: unknown[], structured?: boolean) => {
    if (WRITE.test(sql)) await waitForOthers()
    return query(sql, parameters, structured as never)
  }) as Runner['query']
}
