import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS } from '#domain/forms/account'
import { RegisterSchema } from '#domain/forms/accountSchemas'
import { useShopfront } from '@/lib/market/useMarket'
import { FormField } from '@/ui/FormField'
import { PageHeader } from '@/ui/PageHeader'
import { useAccountForm } from './useAccountForm'
import { useRefusalWords } from './useRefusalWords'
import './account.css'

export function RegisterPage() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const refusals = useRefusalWords()
  const form = useAccountForm(RegisterSchema, { name: '', email: '' }, (values) =>
    import('./accountApi').then(({ register }) => register(shopfront, values)),
  )
  const email = form.values['email']?.trim() ?? ''

  return (
    <div className="container page account">
      <PageHeader
        title={t({ id: 'account.register.title', message: 'Create an account' })}
        lede={t({ id: 'account.register.lede', message: 'Follow your orders and keep your saved pieces on every device.' })}
      />
      {form.done ? (
        <div className="account__sent" role="status">
          <h2>{t({ id: 'account.register.sentTitle', message: 'Check your email' })}</h2>
          <p>
            {t({
              id: 'account.register.sent',
              message: `If ${email} is new to us, we have sent it a link. Open it to confirm your address and choose your password.`,
            })}
          </p>
        </div>
      ) : (
        <form
          className="submission-form form-section"
          method="post"
          noValidate
          onSubmit={form.submit}
          aria-label={t({ id: 'account.register.form', message: 'Create an account' })}
        >
          <FormField id="field-name" label={t({ id: 'account.name', message: 'Name' })} error={form.errors['name']}>
            <input type="text" autoComplete="name" {...form.bind('name')} />
          </FormField>
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
              ? t({ id: 'account.register.sending', message: 'Creating…' })
              : t({ id: 'account.register.submit', message: 'Create my account' })}
          </button>
        </form>
      )}
      <p className="account__links">
        <Link to={ACCOUNT_PATHS.signIn}>{t({ id: 'account.register.signIn', message: 'Already have an account? Sign in' })}</Link>
      </p>
    </div>
  )
}
