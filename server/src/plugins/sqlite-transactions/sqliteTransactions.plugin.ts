import { type OnApplicationBootstrap } from '@nestjs/common'
import { PluginCommonModule, TransactionalConnection, VendurePlugin, type Job } from '@vendure/core'
import { lockSharedRunner } from './sharedRunnerLock.js'
import { asUnit } from './unitOfWork.js'

/**
 * On SQLite only: one unit of work (a request, a job) holds the database's transaction at a
 * time, so that a write is committed before it is answered (docs/server.md#sqlite-and-concurrent-transactions).
 * Requests become units in the shop's middleware; jobs here, where the job queue hands them over.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  configuration: (config) => {
    // Each queue's polling is a unit, and each job it runs one of its own.
    const strategy = config.jobQueueOptions.jobQueueStrategy
    const start = strategy.start.bind(strategy) as (queueName: string, process: (job: Job) => Promise<unknown>) => Promise<void>
    strategy.start = ((queueName: string, process: (job: Job) => Promise<unknown>) =>
      asUnit(() => start(queueName, (job) => asUnit(() => process(job))))) as typeof strategy.start
    return config
  },
})
export class SqliteTransactionsPlugin implements OnApplicationBootstrap {
  constructor(private readonly connection: TransactionalConnection) {}

  onApplicationBootstrap(): void {
    lockSharedRunner(this.connection.rawConnection.createQueryRunner() as never)
  }
}
