import type { OnApplicationBootstrap } from '@nestjs/common'
import { PluginCommonModule, VendurePlugin } from '@vendure/core'
import { SharedCounts } from '../shared-counts/sharedCounts.js'
import { SharedCountsPlugin } from '../shared-counts/sharedCounts.plugin.js'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createApiHandler } from '../../forms/handler.ts'
import { rateLimitFromEnv } from '../../forms/rateLimit.ts'
import type { SubmissionStore } from '../../forms/submissionStore.ts'
import { InboxResolver, inboxSchema, submissionPermission } from './inbox.api.js'
import { InboxService } from './inbox.service.js'
import { Submission } from './submission.entity.js'
import { SubmissionService } from './submission.service.js'

let service: SubmissionService | undefined
let counts: SharedCounts | undefined
// Requests reach the middleware only once Vendure listens, after bootstrap.
const store: SubmissionStore = {
  insert: (submission) => service!.insert(submission),
  ping: () => service?.ping() ?? Promise.resolve(false),
}
const limit = rateLimitFromEnv()
const overLimit = async (client: string) => {
  if (!limit || !counts) return 0
  const { count, resetsIn } = await counts.hit(`forms:${client}`, limit.windowSeconds)
  return count > limit.max ? resetsIn : 0
}
const forms = createApiHandler({ store, overLimit })

@VendurePlugin({
  imports: [PluginCommonModule, SharedCountsPlugin],
  compatibility: '^3.7.0',
  entities: [Submission],
  providers: [SubmissionService, InboxService],
  exports: [SubmissionService],
  adminApiExtensions: { schema: inboxSchema, resolvers: [InboxResolver] },
  dashboard: './dashboard/index.tsx',
  configuration: (config) => {
    config.authOptions.customPermissions = [...config.authOptions.customPermissions, submissionPermission]
    // The route stays '/': Express strips a mount path from req.url, and the handler knows its own paths.
    const handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void (forms(req, res) || next())
    config.apiOptions.middleware = [...(config.apiOptions.middleware ?? []), { route: '/', handler, beforeListen: true }]
    return config
  },
})
export class SubmissionsPlugin implements OnApplicationBootstrap {
  constructor(
    private submissions: SubmissionService,
    private sharedCounts: SharedCounts,
  ) {}

  onApplicationBootstrap() {
    service = this.submissions
    counts = this.sharedCounts
  }
}
