import { type OnApplicationBootstrap } from '@nestjs/common'
import { PluginCommonModule, TransactionalConnection, VendurePlugin, type Job } from '@vendure/core'
import { lockSharedRunner } from './sharedRunnerLock.js'
import { asUnit } from './unitOfWork.js'

/** Requests become units of work in the shop's middleware; jobs here (docs/server.md#sqlite-and-concurrent-transactions). */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  configuration: (config) => {
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
