import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { cityLine, regionByPostal } from '#domain/markets/regions'
import type { SavedAddress } from '@/lib/account/shopperApi'
import { useSavedAddresses } from '@/lib/account/useSavedAddresses'
import { useShopper } from '@/lib/account/useShopper'
import { FormField } from '@/ui/FormField'

type Form = { values: Record<string, unknown>; setValue: (name: string, value: string) => void }

const NEW_ADDRESS = { addressLine1: '', addressLine2: '', city: '', district: '', region: '', postcode: '' }

const fieldsOf = (address: SavedAddress, country: string): typeof NEW_ADDRESS => ({
  addressLine1: address.streetLine1,
  addressLine2: address.streetLine2 ?? '',
  city: address.city ?? '',
  district: address.customFields?.district ?? '',
  region: regionByPostal(country, address.province ?? '')?.code ?? '',
  postcode: address.postalCode ?? '',
})

/** A signed-in shopper's details fill the empty fields, their newest address here an untouched one; the others are offered (docs/accounts.md). */
export function SavedAddressChoice({ form, country }: { form: Form; country: string }) {
  const { t } = useLingui()
  const shopper = useShopper().data
  const addresses = useSavedAddresses(Boolean(shopper)).data ?? []
  const current = useRef(form)
  useEffect(() => void (current.current = form))
  const fill = (fields: Record<string, string>, onlyEmpty: boolean) => {
    for (const [name, value] of Object.entries(fields))
      if (!onlyEmpty || !current.current.values[name]) current.current.setValue(name, value)
  }

  useEffect(() => {
    if (!shopper) return
    fill({ name: [shopper.firstName, shopper.lastName].filter(Boolean).join(' '), email: shopper.email, phone: shopper.phone }, true)
  }, [shopper])
  const newest = addresses[0]
  const offered = useRef(false)
  useEffect(() => {
    if (!newest || offered.current) return
    offered.current = true
    const saved = fieldsOf(newest, country)
    const values = current.current.values
    // Only an untouched address: a postcode given earlier (the product page's delivery check) must be the saved one's.
    const untouched = Object.entries(saved).every(([name, value]) => !values[name] || (name === 'postcode' && values[name] === value))
    if (!untouched) return
    fill(saved, false)
    fill({ phone: newest.phoneNumber ?? '' }, true)
  }, [newest, country])

  if (addresses.length === 0) return null
  const chosen = addresses.find((address) => {
    const fields = fieldsOf(address, country)
    return fields.addressLine1 === form.values['addressLine1'] && fields.postcode === form.values['postcode']
  })
  return (
    <FormField id="field-savedAddress" label={t({ id: 'checkout.savedAddress', message: 'Your saved addresses' })}>
      <select
        value={chosen?.id ?? ''}
        onChange={(event) => {
          const address = addresses.find((candidate) => candidate.id === event.target.value)
          fill(address ? fieldsOf(address, country) : NEW_ADDRESS, false)
        }}
      >
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {[address.streetLine1, cityLine({ ...address, countryCode: address.country.code })].join(', ')}
          </option>
        ))}
        <option value="">{t({ id: 'checkout.newAddress', message: 'A new address' })}</option>
      </select>
    </FormField>
  )
}
