import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS, PASSWORD_MIN_LENGTH } from '#domain/forms/account'
import { NewPasswordSchema } from '#domain/forms/accountSchemas'
import { useInBrowser } from '@/lib/useInBrowser'
import { FormField } from '@/ui/FormField'
import { InBrowser } from '@/ui/InBrowser'
import type { AccountOutcome } from './accountApi'
import { NoLinkToken } from './NoLinkToken'
import { useAccountForm } from './useAccountForm'
import { useRefusalWords } from './useRefusalWords'
import { useSessionChanged } from '@/lib/account/useShopper'

/** A new password for an emailed link's token (to confirm an account, or to reset it); the shopper is then signed in. */
export function TokenPasswordForm({
  token,
  label,
  submit,
  send,
  again,
}: {
  token: string | undefined
  label: string
  submit: string
  send: (token: string, values: { password: string }) => Promise<AccountOutcome>
  again: { to: typeof ACCOUNT_PATHS.register | typeof ACCOUNT_PATHS.forgotPassword; label: string }
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const sessionChanged = useSessionChanged()
  const refusals = useRefusalWords()
  const inBrowser = useInBrowser()
  const form = useAccountForm(NewPasswordSchema, { password: '' }, async (values) => {
    const outcome = await send(token ?? '', values)
    if ('done' in outcome) {
      await sessionChanged(true)
      await navigate({ to: ACCOUNT_PATHS.overview })
    }
    return outcome
  })
  const problem = form.unreachable ? refusals.unreachable : form.refused && refusals[form.refused]
  return (
    <>
      {/* The prerendered page has no token: what depends on it waits for the browser. */}
      <InBrowser>{token ? null : <NoLinkToken />}</InBrowser>
      <form
        className="submission-form form-section"
        method="post"
        noValidate
        onSubmit={form.submit}
        aria-label={label}
        hidden={!(inBrowser && token)}
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
        <button
          type="submit"
          className="button button--primary"
          disabled={!form.ready || form.pending}
          aria-disabled={!form.ready || form.pending}
        >
          {submit}
        </button>
      </form>
      {form.refused && (
        <p className="account__links">
          <Link to={again.to}>{again.label}</Link>
        </p>
      )}
    </>
  )
}
