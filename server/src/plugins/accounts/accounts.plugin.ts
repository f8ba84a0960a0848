import { PluginCommonModule, VendurePlugin } from '@vendure/core'
import { ACCOUNT_LINK_HOURS } from '#domain/forms/account.js'
import { AccountAwareCheckout } from './accountAwareCheckout.js'
import { KeepDeliveryAddress } from './keepDeliveryAddress.js'
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
    config.orderOptions.guestCheckoutStrategy = new AccountAwareCheckout()
    return config
  },
})
export class AccountsPlugin {}
