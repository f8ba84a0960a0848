import { useLingui } from '@lingui/react/macro'
import { PASSWORD_MIN_LENGTH } from '#domain/forms/account'
import { PasswordChangeSchema } from '#domain/forms/accountSchemas'
import { useShopfront } from '@/lib/market/useMarket'
import { FormField } from '@/ui/FormField'
import { useAccountForm } from './useAccountForm'
import { useRefusalWords } from './useRefusalWords'

export function PasswordChangeForm() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const refusals = useRefusalWords()
  const form = useAccountForm(PasswordChangeSchema, { current: '', password: '' }, (values) =>
    import('./accountApi').then(({ changePassword }) => changePassword(shopfront, values)),
  )
  return (
    <form
      className="submission-form form-section"
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-label={t({ id: 'account.passwordChange', message: 'Change your password' })}
    >
      <h2>{t({ id: 'account.passwordChange', message: 'Change your password' })}</h2>
      <FormField
        id="field-current-password"
        label={t({ id: 'account.currentPassword', message: 'Current password' })}
        error={form.errors['current']}
      >
        <input type="password" autoComplete="current-password" {...form.bind('current')} />
      </FormField>
      <FormField
        id="field-new-password"
        label={t({ id: 'account.newPassword', message: 'New password' })}
        hint={t({
          id: 'account.passwordHint',
          message: `At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.`,
        })}
        error={form.errors['password']}
      >
        <input type="password" autoComplete="new-password" {...form.bind('password')} />
      </FormField>
      {form.unreachable && (
        <p className="form-failure" role="alert">
          {refusals.unreachable}
        </p>
      )}
      <p role="status" className="account__saved">
        {form.done && !form.pending
          ? t({
              id: 'account.passwordChange.done',
              message: 'Your password is changed. Every other device signed in to your account is now signed out.',
            })
          : ''}
      </p>
      <button type="submit" className="button" disabled={!form.ready || form.pending} aria-disabled={!form.ready || form.pending}>
        {t({ id: 'account.passwordChange.submit', message: 'Change my password' })}
      </button>
    </form>
  )
}
