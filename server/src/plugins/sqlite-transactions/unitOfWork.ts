import { AsyncLocalStorage } from 'node:async_hooks'

export const unitOfWork = new AsyncLocalStorage<object>()

export const asUnit = <T>(work: () => T): T => unitOfWork.run({}, work)
