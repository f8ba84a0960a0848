import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { cityLine } from '#domain/markets/regions'
import { useShopfront } from '@/lib/market/useMarket'
import { useSavedAddresses } from '@/lib/account/useSavedAddresses'
import { ADDRESSES_KEY } from '@/lib/account/useShopper'
import { useMarketNames } from '@/ui/MarketSwitcher'
import { useRefusalWords } from './useRefusalWords'

/** The address book of the market the shopper is in: filled by their orders, offered by the checkout, emptied here. */
export function AccountAddresses() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const queryClient = useQueryClient()
  const refusals = useRefusalWords()
  const addresses = useSavedAddresses(true)
  const forget = useMutation({
    mutationFn: (id: string) => import('./accountApi').then(({ forgetAddress }) => forgetAddress(shopfront, id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  })
  const market = useMarketNames()[shopfront.market]
  return (
    <section aria-labelledby="account-addresses" className="account__addresses" aria-busy={addresses.isPending || undefined}>
      <h2 id="account-addresses">{t({ id: 'account.addresses', message: 'Your addresses' })}</h2>
      <p className="muted">
        {t({
          id: 'account.addresses.lede',
          message: `Where your orders in ${market} went: the checkout offers them. Addresses in another country show when you deliver there.`,
        })}
      </p>
      {(addresses.isError || forget.isError) && (
        <p className="form-failure" role="alert">
          {refusals.unreachable}
        </p>
      )}
      {addresses.data?.length === 0 && (
        <p>{t({ id: 'account.addresses.none', message: 'None yet: the address of your next order here is kept for the one after.' })}</p>
      )}
      <ul className="account__address-list">
        {addresses.data?.map((address) => (
          <li key={address.id} className="card">
            <address>
              {[address.fullName, address.streetLine1, address.streetLine2, cityLine({ ...address, countryCode: address.country.code })]
                .filter(Boolean)
                .map((line) => (
                  <span key={line} className="account__address-line">
                    {line}
                  </span>
                ))}
            </address>
            <button
              type="button"
              className="link-button"
              disabled={forget.isPending}
              onClick={() => forget.mutate(address.id)}
              aria-label={t({ id: 'account.addresses.removeNamed', message: `Remove ${address.streetLine1}` })}
            >
              {t({ id: 'account.addresses.remove', message: 'Remove' })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
