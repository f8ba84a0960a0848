import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS } from '#domain/forms/account'
import { useShopfront } from '@/lib/market/useMarket'
import { PageHeader } from '@/ui/PageHeader'
import { TokenPasswordForm } from './TokenPasswordForm'
import './account.css'

export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  return (
    <div className="container page account">
      <PageHeader title={t({ id: 'account.reset.title', message: 'Choose a new password' })} />
      <TokenPasswordForm
        token={token}
        label={t({ id: 'account.reset.form', message: 'Choose a new password' })}
        submit={t({ id: 'account.reset.submit', message: 'Save and sign in' })}
        send={(linkToken, values) => import('./accountApi').then(({ resetPassword }) => resetPassword(shopfront, linkToken, values))}
        again={{ to: ACCOUNT_PATHS.forgotPassword, label: t({ id: 'account.reset.again', message: 'Email me a new link' }) }}
      />
    </div>
  )
}
