import type { OnApplicationBootstrap } from '@nestjs/common'
import {
  ConfigService,
  I18nService,
  Logger,
  PluginCommonModule,
  ProcessContext,
  RequestContextService,
  RoleService,
  TransactionalConnection,
  User,
  VendurePlugin,
} from '@vendure/core'
import { CountedNativeAuthentication, signInLimitsFromEnv } from './signInGuard.js'
import { STAFF_PERMISSIONS, STAFF_ROLE } from './staffRole.js'
import { VENDURE_MESSAGES_ZH } from './vendureMessagesZh.js'

@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  dashboard: './dashboard/index.tsx',
  configuration: (config) => {
    const limits = signInLimitsFromEnv()
    config.authOptions.adminAuthenticationStrategy = [new CountedNativeAuthentication(limits)]
    config.authOptions.shopAuthenticationStrategy = [new CountedNativeAuthentication(limits)]
    return config
  },
})
export class BackOfficePlugin implements OnApplicationBootstrap {
  constructor(
    private connection: TransactionalConnection,
    private contexts: RequestContextService,
    private roles: RoleService,
    private process: ProcessContext,
    private config: ConfigService,
    private i18n: I18nService,
  ) {}

  /** Only created when missing, never updated: the owner may change its permissions and a restart keeps them. */
  async onApplicationBootstrap(): Promise<void> {
    // A Chinese Dashboard (languageCode=zh) or browser (Accept-Language: zh-CN) gets Vendure's own errors in Chinese.
    this.i18n.addTranslation('zh', VENDURE_MESSAGES_ZH)
    if (this.process.isWorker) return
    // Vendure grants a role only from a user who holds all its permissions: the owner's.
    const { identifier } = this.config.authOptions.superadminCredentials
    const owner = await this.connection.rawConnection.getRepository(User).findOne({ where: { identifier } })
    if (!owner) return void Logger.warn(`No administrator "${identifier}" to create the staff role with; it was not created.`, 'BackOffice')
    const ctx = await this.contexts.create({ apiType: 'admin', user: owner })
    await this.connection.withTransaction(ctx, async (tx) => {
      const { items } = await this.roles.findAll(tx, { filter: { code: { eq: STAFF_ROLE.code } } })
      if (items.length > 0) return
      await this.roles.create(tx, { ...STAFF_ROLE, permissions: [...STAFF_PERMISSIONS] })
    })
  }
}
