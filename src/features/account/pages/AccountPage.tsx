import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS } from '#domain/forms/account'
import { useShopfront } from '@/lib/market/useMarket'
import { PageHeader } from '@/ui/PageHeader'
import { AccountAddresses } from './AccountAddresses'
import { DetailsForm } from './DetailsForm'
import { EmailChangeForm } from './EmailChangeForm'
import { PasswordChangeForm } from './PasswordChangeForm'
import { useRefusalWords } from './useRefusalWords'
import { useSessionChanged, useShopper } from '@/lib/account/useShopper'
import './account.css'

// With the order summary it draws, after the shopper is known: the page's first load stays within the budget.
const AccountOrders = lazy(() => import('./AccountOrders'))
const OwnData = lazy(() => import('./OwnData'))

export function AccountPage() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const navigate = useNavigate()
  const shopper = useShopper({ always: true })
  const sessionChanged = useSessionChanged()
  const refusals = useRefusalWords()
  const signingOut = useMutation({
    mutationFn: async () => {
      await import('./accountApi').then(({ signOut }) => signOut(shopfront))
      await sessionChanged(false)
      await navigate({ to: ACCOUNT_PATHS.signIn })
    },
  })
  const title = t({ id: 'account.title', message: 'Your account' })
  const [erased, setErased] = useState(false)

  if (erased) {
    return (
      <div className="container page account">
        <PageHeader
          title={t({ id: 'account.erased.title', message: 'Your account is deleted' })}
          lede={t({
            id: 'account.erased.lede',
            message: 'You are signed out on every device, and your personal details are erased. Thank you for shopping with us.',
          })}
        />
        <Link to="/">{t({ id: 'errors.backToShop', message: 'Back to the shop' })}</Link>
      </div>
    )
  }

  if (shopper.isError) {
    return (
      <div className="container page account">
        <PageHeader title={title} />
        <p className="form-failure" role="alert">
          {refusals.unreachable}
        </p>
      </div>
    )
  }
  if (!shopper.isSuccess) {
    return (
      <div className="container page account" aria-busy="true">
        <PageHeader title={title} />
      </div>
    )
  }
  const you = shopper.data
  if (!you) {
    return (
      <div className="container page account">
        <PageHeader
          title={title}
          lede={t({ id: 'account.signedOut', message: 'Sign in to see your account, or create one: it takes a minute.' })}
        />
        <p className="account__links">
          <Link to={ACCOUNT_PATHS.signIn} className="button button--primary">
            {t({ id: 'account.signIn.title', message: 'Sign in' })}
          </Link>
          <Link to={ACCOUNT_PATHS.register}>{t({ id: 'account.register.title', message: 'Create an account' })}</Link>
        </p>
      </div>
    )
  }
  const name = you.firstName
  return (
    <div className="container page account">
      <PageHeader title={title} lede={t({ id: 'account.hello', message: `Hello, ${name}.` })} />
      <div className="account__sections">
        <Suspense fallback={null}>
          <AccountOrders />
        </Suspense>
        <AccountAddresses />
        <DetailsForm shopper={you} />
        <EmailChangeForm current={you.email} />
        <PasswordChangeForm />
        <Suspense fallback={null}>
          <OwnData onErased={() => setErased(true)} />
        </Suspense>
      </div>
      {signingOut.isError && (
        <p className="form-failure" role="alert">
          {refusals.unreachable}
        </p>
      )}
      <button type="button" className="button" disabled={signingOut.isPending} onClick={() => signingOut.mutate()}>
        {t({ id: 'account.signOut', message: 'Sign out' })}
      </button>
    </div>
  )
}
