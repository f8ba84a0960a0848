import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_LINK_HOURS, ACCOUNT_PATHS } from '#domain/forms/account'
import { ForgotPasswordSchema } from '#domain/forms/accountSchemas'
import { useShopfront } from '@/lib/market/useMarket'
import { FormField } from '@/ui/FormField'
import { PageHeader } from '@/ui/PageHeader'
import { useAccountForm } from './useAccountForm'
import { useRefusalWords } from './useRefusalWords'
import './account.css'

export function ForgotPasswordPage() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const refusals = useRefusalWords()
  const form = useAccountForm(ForgotPasswordSchema, { email: '' }, (values) =>
    import('./accountApi').then(({ requestPasswordReset }) => requestPasswordReset(shopfront, values)),
  )
  const email = form.values['email']?.trim() ?? ''
  const hours = ACCOUNT_LINK_HOURS

  return (
    <div className="container page account">
      <PageHeader
        title={t({ id: 'account.forgot.title', message: 'Choose a new password' })}
        lede={t({ id: 'account.forgot.lede', message: 'We will email you a link to choose a new one.' })}
      />
      {form.done ? (
        <div className="account__sent" role="status">
          <h2>{t({ id: 'account.forgot.sentTitle', message: 'Check your email' })}</h2>
          <p>
            {t({
              id: 'account.forgot.sent',
              message: `If an account uses ${email}, we have sent it a link to choose a new password. It works once, within ${hours} hours.`,
            })}
          </p>
        </div>
      ) : (
        <form
          className="submission-form form-section"
          method="post"
          noValidate
          onSubmit={form.submit}
          aria-label={t({ id: 'account.forgot.form', message: 'Ask for a link' })}
        >
          <FormField id="field-email" label={t({ id: 'account.email', message: 'Email' })} error={form.errors['email']}>
            <input type="email" autoComplete="email" {...form.bind('email')} />
          </FormField>
          {form.unreachable && (
            <p className="form-failure" role="alert">
              {refusals.unreachable}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary"
            disabled={!form.ready || form.pending}
            aria-disabled={!form.ready || form.pending}
          >
            {form.pending
              ? t({ id: 'account.forgot.sending', message: 'Sending…' })
              : t({ id: 'account.forgot.submit', message: 'Email me a link' })}
          </button>
        </form>
      )}
      <p className="account__links">
        <Link to={ACCOUNT_PATHS.signIn}>{t({ id: 'account.forgot.signIn', message: 'Remembered it? Sign in' })}</Link>
      </p>
    </div>
  )
}
