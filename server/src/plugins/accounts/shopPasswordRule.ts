import type { PasswordValidationStrategy, RequestContext } from '@vendure/core'
import { PASSWORD_MIN_LENGTH, type PasswordRefusal } from '#domain/forms/account.js'

/** At least 8 characters, and none of the 49,000 most common passwords (zxcvbn's list, loaded on the first check). */
export class ShopPasswordRule implements PasswordValidationStrategy {
  private common: Promise<Set<string>> | undefined

  async validate(_ctx: RequestContext, password: string): Promise<true | PasswordRefusal> {
    if ([...password].length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT'
    this.common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'] as Array<string>))
    if ((await this.common).has(password.toLowerCase())) return 'PASSWORD_TOO_COMMON'
    return true
  }
}
