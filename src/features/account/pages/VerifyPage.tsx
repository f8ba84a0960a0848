import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS } from '#domain/forms/account'
import { useShopfront } from '@/lib/market/useMarket'
import { PageHeader } from '@/ui/PageHeader'
import { TokenPasswordForm } from './TokenPasswordForm'
import './account.css'

/** A form, not on load: a mail scanner that opens the link must not use it up. */
export function VerifyPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  return (
    <div className="container page account">
      <PageHeader
        title={t({ id: 'account.verify.title', message: 'Confirm your email address' })}
        lede={t({ id: 'account.verify.lede', message: 'Choose your password, and your account is ready: you are signed in.' })}
      />
      <TokenPasswordForm
        token={token}
        label={t({ id: 'account.verify.form', message: 'Choose your password' })}
        submit={t({ id: 'account.verify.submit', message: 'Confirm and sign in' })}
        send={(linkToken, values) => import('./accountApi').then(({ verifyAccount }) => verifyAccount(shopfront, linkToken, values))}
        again={{ to: ACCOUNT_PATHS.register, label: t({ id: 'account.verify.again', message: 'Create the account again for a new link' }) }}
      />
    </div>
  )
}
