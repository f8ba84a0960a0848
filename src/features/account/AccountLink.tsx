import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useShopper } from '@/lib/account/useShopper'

export function AccountLink() {
  const { t } = useLingui()
  const shopper = useShopper().data
  const name = shopper?.firstName ?? ''
  return (
    <Link to="/account" className="icon-button" data-signed-in={shopper ? '' : undefined}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">
        {shopper
          ? t({ id: 'account.link.signedIn', message: `Your account (${name})` })
          : t({ id: 'account.link', message: 'Sign in or create an account' })}
      </span>
    </Link>
  )
}
