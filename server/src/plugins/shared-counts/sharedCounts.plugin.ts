import { PluginCommonModule, VendurePlugin } from '@vendure/core'
import { RateCount } from './rateCount.entity.js'
import { SharedCounts } from './sharedCounts.js'

@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  entities: [RateCount],
  providers: [SharedCounts],
  exports: [SharedCounts],
})
export class SharedCountsPlugin {}
