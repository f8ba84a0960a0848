import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Who is working: each HTTP request and each job runs as a unit of its own. On SQLite, the
 * transaction lock (sharedRunnerLock.ts) tells a unit's own nested writes from another unit's.
 */
export const unitOfWork = new AsyncLocalStorage<object>()

export const asUnit = <T>(work: () => T): T => unitOfWork.run({}, work)
