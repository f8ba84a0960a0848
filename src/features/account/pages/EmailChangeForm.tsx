import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_LINK_HOURS } from '#domain/forms/account'
import { EmailChangeSchema } from '#domain/forms/accountSchemas'
import { useShopfront } from '@/lib/market/useMarket'
import { FormField } from '@/ui/FormField'
import { useAccountForm } from './useAccountForm'
import { useRefusalWords } from './useRefusalWords'

export function EmailChangeForm({ current }: { current: string }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const refusals = useRefusalWords()
  const form = useAccountForm(EmailChangeSchema, { email: '', current: '' }, (values) =>
    import('./accountApi').then(({ requestEmailChange }) => requestEmailChange(shopfront, values)),
  )
  const email = form.values['email']?.trim() ?? ''
  const hours = ACCOUNT_LINK_HOURS
  return (
    <form
      className="submission-form form-section"
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-label={t({ id: 'account.emailChange', message: 'Change your email' })}
    >
      <h2>{t({ id: 'account.emailChange', message: 'Change your email' })}</h2>
      <p className="form-field__hint">{t({ id: 'account.emailChange.now', message: `You sign in with ${current}.` })}</p>
      <FormField id="field-new-email" label={t({ id: 'account.newEmail', message: 'New email' })} error={form.errors['email']}>
        <input type="email" autoComplete="email" {...form.bind('email')} />
      </FormField>
      <FormField
        id="field-email-password"
        label={t({ id: 'account.currentPassword', message: 'Current password' })}
        error={form.errors['current']}
      >
        <input type="password" autoComplete="current-password" {...form.bind('current')} />
      </FormField>
      {form.unreachable && (
        <p className="form-failure" role="alert">
          {refusals.unreachable}
        </p>
      )}
      <p role="status" className="account__saved">
        {form.done && !form.pending
          ? t({
              id: 'account.emailChange.sent',
              message: `If ${email} can be used, we have sent it a link. Your account signs in with it once you open the link, within ${hours} hours.`,
            })
          : ''}
      </p>
      <button type="submit" className="button" disabled={!form.ready || form.pending} aria-disabled={!form.ready || form.pending}>
        {t({ id: 'account.emailChange.submit', message: 'Send a link to the new address' })}
      </button>
    </form>
  )
}
