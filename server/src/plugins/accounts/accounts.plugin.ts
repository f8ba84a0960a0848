import { MergeOrdersStrategy, PluginCommonModule, VendurePlugin } from '@vendure/core'
import { ACCOUNT_LINK_HOURS } from '#domain/forms/account.js'
import { MAX_SAVED, SKU } from '#domain/storefront/shortlists.js'
import { bilingual } from '../../config/bilingual.js'
import { AccountAwareCheckout } from './accountAwareCheckout.js'
import { KeepDeliveryAddress } from './keepDeliveryAddress.js'
import { signUpWithoutPassword } from './passwordFromLink.js'
import { ShopPasswordRule } from './shopPasswordRule.js'
import { SignOutElsewhere } from './signOutElsewhere.js'

/** Shopper accounts on Vendure's own native sign-in: verified by email, with the shop's password rule (docs/accounts.md). */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.7.0',
  providers: [SignOutElsewhere, KeepDeliveryAddress],
  configuration: (config) => {
    config.authOptions.requireVerification = true
    config.authOptions.verificationTokenDuration = `${ACCOUNT_LINK_HOURS}h`
    config.authOptions.passwordValidationStrategy = new ShopPasswordRule()
    config.apiOptions.apolloServerPlugins = [...(config.apiOptions.apolloServerPlugins ?? []), ...signUpWithoutPassword]
    config.orderOptions.guestCheckoutStrategy = new AccountAwareCheckout()
    // Vendure's default, set where it is chosen: at sign-in a guest cart's lines join the account's (docs/accounts.md).
    config.orderOptions.mergeStrategy = new MergeOrdersStrategy()
    // The saved list on the account: every browser signed in to it shows the same (docs/accounts.md).
    config.customFields.Customer = [
      ...(config.customFields.Customer ?? []),
      {
        name: 'savedItems',
        type: 'string',
        list: true,
        nullable: true,
        pattern: SKU.source,
        validate: (value: unknown) => (Array.isArray(value) && value.length > MAX_SAVED ? `At most ${MAX_SAVED} pieces` : undefined),
        label: bilingual('Saved pieces', '收藏的商品'),
      },
    ]
    return config
  },
})
export class AccountsPlugin {}
