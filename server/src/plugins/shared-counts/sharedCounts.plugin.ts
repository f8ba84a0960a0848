import { PluginCommonModule, VendurePlugin } from '@vendure/core'
import { RateCount } from './rateCount.entity.js'
import { SharedCounts } from './sharedCounts.js'

/** The shop's counts (limits and locks) in its database, shared by every server: `SharedCounts`. */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  entities: [RateCount],
  providers: [SharedCounts],
  exports: [SharedCounts],
})
export class SharedCountsPlugin {}
