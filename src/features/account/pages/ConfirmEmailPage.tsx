import { useNavigate } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS } from '#domain/forms/account'
import { useShopfront } from '@/lib/market/useMarket'
import { useInBrowser } from '@/lib/useInBrowser'
import { InBrowser } from '@/ui/InBrowser'
import { PageHeader } from '@/ui/PageHeader'
import { NoLinkToken } from './NoLinkToken'
import { useRefusalWords } from './useRefusalWords'
import { useSessionChanged } from '@/lib/account/useShopper'
import './account.css'

/** As the sign-up's link: a click uses the token, not the page's load. */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const navigate = useNavigate()
  const sessionChanged = useSessionChanged()
  const refusals = useRefusalWords()
  const inBrowser = useInBrowser()
  const confirming = useMutation({
    mutationFn: async () => {
      const outcome = await import('./accountApi').then(({ confirmEmailChange }) => confirmEmailChange(shopfront, token ?? ''))
      if ('done' in outcome) {
        await sessionChanged()
        await navigate({ to: ACCOUNT_PATHS.overview })
      }
      return outcome
    },
  })
  const outcome = confirming.data
  const problem = confirming.isError ? refusals.unreachable : outcome && 'refused' in outcome ? refusals[outcome.refused] : undefined
  return (
    <div className="container page account">
      <PageHeader
        title={t({ id: 'account.confirmEmail.title', message: 'Confirm your new email address' })}
        lede={t({ id: 'account.confirmEmail.lede', message: 'Once confirmed, your account signs in with this address.' })}
      />
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
          disabled={confirming.isPending}
          aria-disabled={confirming.isPending}
          onClick={() => confirming.mutate()}
        >
          {t({ id: 'account.confirmEmail.submit', message: 'Confirm this address' })}
        </button>
      </div>
    </div>
  )
}
