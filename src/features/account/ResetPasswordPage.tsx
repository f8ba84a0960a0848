import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS, NewPasswordSchema, PASSWORD_MIN_LENGTH } from '#domain/forms/account'
import { useShopfront } from '@/lib/market/useMarket'
import { FormField } from '@/ui/FormField'
import { PageHeader } from '@/ui/PageHeader'
import { useAccountForm } from './useAccountForm'
import { InBrowser } from '@/ui/InBrowser'
import { useInBrowser } from '@/lib/useInBrowser'
import { NoLinkToken } from './NoLinkToken'
import { useRefusalWords } from './useRefusalWords'
import { useSessionChanged } from './useShopper'
import './account.css'

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const navigate = useNavigate()
  const sessionChanged = useSessionChanged()
  const refusals = useRefusalWords()
  const inBrowser = useInBrowser()
  const form = useAccountForm(NewPasswordSchema, { password: '' }, async (values) => {
    const outcome = await import('./accountApi').then(({ resetPassword }) => resetPassword(shopfront, token ?? '', values))
    if ('done' in outcome) {
      await sessionChanged(true)
      await navigate({ to: ACCOUNT_PATHS.overview })
    }
    return outcome
  })
  const problem = form.unreachable ? refusals.unreachable : form.refused && refusals[form.refused]

  return (
    <div className="container page account">
      <PageHeader title={t({ id: 'account.reset.title', message: 'Choose a new password' })} />
      <InBrowser>{token ? null : <NoLinkToken />}</InBrowser>
      <form
        hidden={!(inBrowser && token)}
        className="submission-form form-section"
        noValidate
        onSubmit={form.submit}
        aria-label={t({ id: 'account.reset.form', message: 'Choose a new password' })}
      >
        <FormField
          id="field-password"
          label={t({ id: 'account.newPassword', message: 'New password' })}
          hint={t({
            id: 'account.passwordHint',
            message: `At least ${PASSWORD_MIN_LENGTH} characters. A few words you will remember work well.`,
          })}
          error={form.errors['password']}
        >
          <input type="password" autoComplete="new-password" {...form.bind('password')} />
        </FormField>
        {problem && (
          <p className="form-failure" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={form.pending} aria-disabled={form.pending}>
          {form.pending
            ? t({ id: 'account.reset.sending', message: 'Saving…' })
            : t({ id: 'account.reset.submit', message: 'Save and sign in' })}
        </button>
      </form>
      {form.refused && (
        <p className="account__links">
          <Link to={ACCOUNT_PATHS.forgotPassword}>{t({ id: 'account.reset.again', message: 'Email me a new link' })}</Link>
        </p>
      )}
    </div>
  )
}
