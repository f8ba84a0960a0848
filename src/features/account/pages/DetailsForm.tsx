import { useLingui } from '@lingui/react/macro'
import { DetailsSchema } from '#domain/forms/accountSchemas'
import { useShopfront } from '@/lib/market/useMarket'
import { FormField } from '@/ui/FormField'
import type { Shopper } from '@/lib/account/shopperApi'
import { useAccountForm } from './useAccountForm'
import { useRefusalWords } from './useRefusalWords'
import { useSessionChanged } from '@/lib/account/useShopper'

export function DetailsForm({ shopper }: { shopper: Shopper }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const refusals = useRefusalWords()
  const sessionChanged = useSessionChanged()
  const name = [shopper.firstName, shopper.lastName].filter(Boolean).join(' ')
  const form = useAccountForm(DetailsSchema, { name, phone: shopper.phone }, async (values) => {
    const outcome = await import('./accountApi').then(({ updateDetails }) => updateDetails(shopfront, values))
    await sessionChanged()
    return outcome
  })
  return (
    <form
      className="submission-form form-section"
      method="post"
      noValidate
      onSubmit={form.submit}
      aria-label={t({ id: 'account.details', message: 'Your details' })}
    >
      <h2>{t({ id: 'account.details', message: 'Your details' })}</h2>
      <FormField id="field-name" label={t({ id: 'account.name', message: 'Name' })} error={form.errors['name']}>
        <input type="text" autoComplete="name" {...form.bind('name')} />
      </FormField>
      <FormField
        id="field-phone"
        label={t({ id: 'account.phone', message: 'Phone' })}
        optionalLabel={t({ id: 'form.optional', message: '(optional)' })}
        hint={t({ id: 'account.phoneHint', message: 'We call this number to confirm your orders.' })}
        error={form.errors['phone']}
      >
        <input type="tel" autoComplete="tel" {...form.bind('phone')} />
      </FormField>
      {form.unreachable && (
        <p className="form-failure" role="alert">
          {refusals.unreachable}
        </p>
      )}
      <p role="status" className="account__saved">
        {form.done && !form.pending ? t({ id: 'account.saved', message: 'Saved.' }) : ''}
      </p>
      <button type="submit" className="button" disabled={!form.ready || form.pending} aria-disabled={!form.ready || form.pending}>
        {t({ id: 'account.details.submit', message: 'Save my details' })}
      </button>
    </form>
  )
}
