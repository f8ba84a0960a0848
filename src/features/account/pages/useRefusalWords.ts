import { useLingui } from '@lingui/react/macro'
import type { AccountRefusal } from './accountApi'

export function useRefusalWords(): Record<AccountRefusal | 'unreachable', string> {
  const { t } = useLingui()
  return {
    'wrong-pair': t({
      id: 'account.refused.wrongPair',
      message: 'This email and password do not match an account. Check both, or choose a new password.',
    }),
    'not-verified': t({
      id: 'account.refused.notVerified',
      message: 'Please confirm your email address first: open the link in the email we sent you.',
    }),
    locked: t({ id: 'account.refused.locked', message: 'Too many tries. Please wait a few minutes, then try again.' }),
    'link-expired': t({
      id: 'account.refused.linkExpired',
      message: 'This link has expired. Ask for a new one below.',
    }),
    'link-used': t({
      id: 'account.refused.linkUsed',
      message: 'This link was already used, or is not one of ours. Ask for a new one below.',
    }),
    'password-set': t({
      id: 'account.refused.passwordSet',
      message: 'This account already has a password. Sign in, or choose a new one with “Forgot your password?” on the sign-in page.',
    }),
    unreachable: t({
      id: 'account.refused.unreachable',
      message: 'We could not reach our server. Nothing you typed is lost: check your connection and try again.',
    }),
  }
}
