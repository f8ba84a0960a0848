import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS } from '#domain/forms/account'
import { SignInSchema } from '#domain/forms/accountSchemas'
import { useShopfront } from '@/lib/market/useMarket'
import { FormField } from '@/ui/FormField'
import { PageHeader } from '@/ui/PageHeader'
import { useAccountForm } from './useAccountForm'
import { useRefusalWords } from './useRefusalWords'
import { useSessionChanged } from '@/lib/account/useShopper'
import './account.css'

export function SignInPage() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const navigate = useNavigate()
  const sessionChanged = useSessionChanged()
  const refusals = useRefusalWords()
  const form = useAccountForm(SignInSchema, { email: '', password: '' }, async (values) => {
    const outcome = await import('./accountApi').then(({ signIn }) => signIn(shopfront, values))
    if ('done' in outcome) {
      await sessionChanged(true)
      await navigate({ to: ACCOUNT_PATHS.overview })
    }
    return outcome
  })
  const problem = form.unreachable ? refusals.unreachable : form.refused && refusals[form.refused]

  return (
    <div className="container page account">
      <PageHeader title={t({ id: 'account.signIn.title', message: 'Sign in' })} />
      <form
        className="submission-form form-section"
        method="post"
        noValidate
        onSubmit={form.submit}
        aria-label={t({ id: 'account.signIn.form', message: 'Sign in' })}
      >
        <FormField id="field-email" label={t({ id: 'account.email', message: 'Email' })} error={form.errors['email']}>
          <input type="email" autoComplete="email" {...form.bind('email')} />
        </FormField>
        <FormField id="field-password" label={t({ id: 'account.password', message: 'Password' })} error={form.errors['password']}>
          <input type="password" autoComplete="current-password" {...form.bind('password')} />
        </FormField>
        {problem && (
          <p className="form-failure" role="alert">
            {problem}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={!form.ready || form.pending}
          aria-disabled={!form.ready || form.pending}
        >
          {form.pending
            ? t({ id: 'account.signIn.sending', message: 'Signing in…' })
            : t({ id: 'account.signIn.submit', message: 'Sign in' })}
        </button>
      </form>
      <p className="account__links">
        <Link to={ACCOUNT_PATHS.forgotPassword}>{t({ id: 'account.signIn.forgot', message: 'Forgot your password?' })}</Link>
        <Link to={ACCOUNT_PATHS.register}>{t({ id: 'account.signIn.register', message: 'New here? Create an account' })}</Link>
      </p>
    </div>
  )
}
