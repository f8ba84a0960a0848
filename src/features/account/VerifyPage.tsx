import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS } from '#domain/forms/account'
import { useShopfront } from '@/lib/market/useMarket'
import { PageHeader } from '@/ui/PageHeader'
import { InBrowser } from '@/ui/InBrowser'
import { useInBrowser } from '@/lib/useInBrowser'
import { NoLinkToken } from './NoLinkToken'
import { useRefusalWords } from './useRefusalWords'
import { useSessionChanged } from './useShopper'
import './account.css'

/** A button, not on load: a mail scanner that opens the link must not use it up. */
export function VerifyPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const navigate = useNavigate()
  const sessionChanged = useSessionChanged()
  const refusals = useRefusalWords()
  const inBrowser = useInBrowser()
  const verifying = useMutation({
    mutationFn: async () => {
      const outcome = await import('./accountApi').then(({ verifyAccount }) => verifyAccount(shopfront, token ?? ''))
      if ('done' in outcome) {
        await sessionChanged(true)
        await navigate({ to: ACCOUNT_PATHS.overview })
      }
      return outcome
    },
  })
  const outcome = verifying.data
  const problem = verifying.isError ? refusals.unreachable : outcome && 'refused' in outcome ? refusals[outcome.refused] : undefined

  return (
    <div className="container page account">
      <PageHeader
        title={t({ id: 'account.verify.title', message: 'Confirm your email address' })}
        lede={t({ id: 'account.verify.lede', message: 'One click, and your account is ready: you are signed in.' })}
      />
      {/* The prerendered page has no token: what depends on it waits for the browser. */}
      <InBrowser>{token ? null : <NoLinkToken />}</InBrowser>
      <div className="form-section" hidden={!(inBrowser && token)}>
        {problem && (
          <p className="form-failure" role="alert">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={verifying.isPending}
          aria-disabled={verifying.isPending}
          onClick={() => verifying.mutate()}
        >
          {verifying.isPending
            ? t({ id: 'account.verify.sending', message: 'Confirming…' })
            : t({ id: 'account.verify.submit', message: 'Confirm and sign in' })}
        </button>
      </div>
      {outcome && 'refused' in outcome && (
        <p className="account__links">
          <Link to={ACCOUNT_PATHS.register}>{t({ id: 'account.verify.again', message: 'Create the account again for a new link' })}</Link>
          <Link to={ACCOUNT_PATHS.signIn}>{t({ id: 'account.verify.signIn', message: 'Sign in' })}</Link>
        </p>
      )}
    </div>
  )
}
