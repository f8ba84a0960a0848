import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ACCOUNT_PATHS } from '#domain/forms/account'

/** The page opened without its email's link: where to get one. */
export function NoLinkToken() {
  const { t } = useLingui()
  return (
    <p className="account__links">
      {t({ id: 'account.noToken', message: 'This page opens from the link in our email.' })}
      <Link to={ACCOUNT_PATHS.forgotPassword}>{t({ id: 'account.reset.again', message: 'Email me a new link' })}</Link>
    </p>
  )
}
