import { useQuery } from '@tanstack/react-query'
import { MARKET_SETUP } from '#domain/markets/markets'
import { useShopfront } from '@/lib/market/useMarket'
import { ADDRESSES_KEY } from './useShopper'

export function useSavedAddresses(enabled: boolean) {
  const shopfront = useShopfront()
  return useQuery({
    queryKey: [...ADDRESSES_KEY, shopfront.market],
    queryFn: () =>
      import('./shopperApi').then(({ savedAddressesNewestFirst }) =>
        savedAddressesNewestFirst(shopfront, MARKET_SETUP[shopfront.market].country),
      ),
    enabled,
  })
}
