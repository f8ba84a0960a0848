import { useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopper } from '@/lib/account/useShopper'
import { useShopfront } from '@/lib/market/useMarket'
import './back-in-stock.css'

/** The server's words for a refusal it gives as a code (server/src/plugins/back-in-stock); anything else is a failed request. */
function refusalOf(error: unknown): string | undefined {
  const errors = (error as { body?: unknown }).body
  return Array.isArray(errors) ? (errors[0] as { message?: string } | undefined)?.message : undefined
}

/** "Tell me when it is back": a signed-in shopper's own email, or the one typed; emailed once when the piece is back. */
export function BackInStockForm({ sku, name }: { sku: string; name: string }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const shopper = useShopper().data
  const address = shopper?.email ?? ''
  const headingId = useId()
  const [email, setEmail] = useState('')
  const ask = useMutation({
    mutationFn: () =>
      Promise.all([import('#domain/storefront/shopApi'), import('#domain/storefront/graphql/graphql')]).then(
        ([{ shopQuery }, { NotifyWhenBackDocument }]) =>
          shopQuery(NotifyWhenBackDocument, { sku, email: shopper ? null : email }, shopfront),
      ),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    ask.mutate()
  }
  const failure = (): string => {
    switch (refusalOf(ask.error)) {
      case 'EMAIL_INVALID':
        return t({ id: 'account.back.emailInvalid', message: 'Please enter an email address like name@example.com.' })
      case 'IN_STOCK':
        return t({ id: 'account.back.inStock', message: 'Good news: it is back already. Reload the page to order it.' })
      case 'TOO_MANY_ATTEMPTS':
        return t({ id: 'account.back.tooMany', message: 'Too many tries. Please wait a few minutes, then try again.' })
      default:
        return t({ id: 'account.back.unreachable', message: 'We could not reach our server. Check your connection and try again.' })
    }
  }
  if (ask.isSuccess)
    return (
      <p role="status" className="back-in-stock">
        {t({ id: 'account.back.done', message: `Done: we will email you once, when ${name} is back in stock.` })}
      </p>
    )
  return (
    <form className="back-in-stock" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <p id={headingId}>
        <strong>{t({ id: 'account.back.heading', message: 'Sold out for now' })}</strong>{' '}
        {shopper
          ? t({ id: 'account.back.signedIn', message: `We can email ${address} once, when it is back.` })
          : t({ id: 'account.back.guest', message: 'Leave your email and we write to you once, when it is back.' })}
      </p>
      {ask.isError && (
        <p className="form-failure" role="alert">
          {failure()}
        </p>
      )}
      {!shopper && <label htmlFor={`${headingId}-email`}>{t({ id: 'account.back.email', message: 'Your email' })}</label>}
      <div className="back-in-stock__row">
        {!shopper && (
          <input
            id={`${headingId}-email`}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <button type="submit" className="button" disabled={ask.isPending}>
          {t({ id: 'account.back.ask', message: 'Tell me when it is back' })}
        </button>
      </div>
    </form>
  )
}
