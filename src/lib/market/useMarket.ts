import { useMemo } from 'react'
import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { DEFAULT_MARKET, type Market, type Shopfront } from '#domain/markets/markets'
import { useLocale } from '@/lib/locale/useLocale'
import type { ActiveMarket } from './activeMarket'

type Context = Partial<{ shopfront: Shopfront; activeMarket: ActiveMarket }>

/** The market of the page's address; where the root could not load (an error page), the last one followed, else the language's. */
export function useMarket(): Market {
  const locale = useLocale()
  const market = useRouteContext({
    from: rootRouteId,
    select: (context: Context) => context.shopfront?.market ?? context.activeMarket?.current,
  })
  return market ?? DEFAULT_MARKET[locale]
}

export function useShopfront(): Shopfront {
  const locale = useLocale()
  const market = useMarket()
  return useMemo(() => ({ locale, market }), [locale, market])
}
