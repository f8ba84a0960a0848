import { useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { useSessionChanged } from '@/lib/account/useShopper'
import { afterSaleRefusal } from './afterSaleRefusal'
import { FormField } from '@/ui/FormField'
import { useRefusalWords } from './useRefusalWords'

function download(json: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }))
  link.download = `woodnest-my-data-${new Date().toISOString().slice(0, 10)}.json`
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** "Download my data" and "Delete my account" (docs/security.md#own-data). */
export default function OwnData({ onErased }: { onErased: () => void }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const sessionChanged = useSessionChanged()
  const refusals = useRefusalWords()
  const headingId = useId()
  const [password, setPassword] = useState('')
  const [asking, setAsking] = useState(false)
  const fetchData = useMutation({
    mutationFn: () => import('./accountApi').then(({ myData }) => myData(shopfront)),
    onSuccess: download,
  })
  const erase = useMutation({
    mutationFn: () => import('./accountApi').then(({ deleteAccount }) => deleteAccount(shopfront, password)),
    onSuccess: async () => {
      onErased()
      await sessionChanged(false)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (password) erase.mutate()
  }
  const refusal = afterSaleRefusal(erase.error)
  return (
    <section aria-labelledby={headingId} className="form-section">
      <h2 id={headingId}>{t({ id: 'account.data.heading', message: 'Your data' })}</h2>
      <p>
        {t({
          id: 'account.data.lede',
          message:
            'Download everything we keep about you: your account, addresses, orders, returns, messages and saved pieces, as a JSON file.',
        })}
      </p>
      <button type="button" className="button" disabled={fetchData.isPending} onClick={() => fetchData.mutate()}>
        {t({ id: 'account.data.download', message: 'Download my data' })}
      </button>
      {fetchData.isError && (
        <p className="form-failure" role="alert">
          {refusals.unreachable}
        </p>
      )}
      {!asking ? (
        <p>
          <button type="button" className="link-button" onClick={() => setAsking(true)}>
            {t({ id: 'account.erase.start', message: 'Delete my account' })}
          </button>
        </p>
      ) : (
        <form
          className="after-sale__confirm"
          method="post"
          noValidate
          onSubmit={submit}
          aria-label={t({ id: 'account.erase.start', message: 'Delete my account' })}
        >
          <p>
            {t({
              id: 'account.erase.explain',
              message:
                'This signs you out on every device and erases your name, email, phone, addresses, saved pieces and messages. We keep your orders for our accounts, without your personal details. It cannot be undone.',
            })}
          </p>
          <FormField id="erase-password" label={t({ id: 'account.currentPassword', message: 'Current password' })}>
            <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
          {erase.isError && (
            <p className="form-failure" role="alert">
              {refusal === 'WRONG_PASSWORD'
                ? t({ id: 'account.erase.wrongPassword', message: 'This is not your current password.' })
                : refusal === 'TOO_MANY_ATTEMPTS'
                  ? refusals.locked
                  : refusal === 'ORDERS_OPEN'
                    ? t({
                        id: 'account.erase.ordersOpen',
                        message:
                          'An order of yours is still on its way, or a return awaits our answer: we need your address and phone for it. Once it is delivered, cancelled or answered, you can delete your account.',
                      })
                    : refusals.unreachable}
            </p>
          )}
          <div className="after-sale__actions">
            <button type="submit" className="button" disabled={!password || erase.isPending}>
              {t({ id: 'account.erase.confirm', message: 'Delete my account for good' })}
            </button>
            <button type="button" className="link-button" onClick={() => setAsking(false)}>
              {t({ id: 'account.erase.keep', message: 'Keep my account' })}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
