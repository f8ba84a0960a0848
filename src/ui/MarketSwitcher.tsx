import { useId, type SelectHTMLAttributes } from 'react'
import { rootRouteId, useRouteContext, useRouter } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { MARKETS, MARKET_SETUP, currencyOfMarket, isMarket, type Market } from '#domain/markets/markets'
import { useMarket, useShopfront } from '@/lib/market/useMarket'
import { activateMarket } from '@/lib/locale/rewrite'
import { prefetchPageIn } from '@/lib/storefront/queries'
import './styles/market-switcher.css'

/** "Deliver to": the market apart from the language; the page stays, in the other market's prices and cart. */
export function MarketSwitcher() {
  const { t } = useLingui()
  const id = useId()
  const market = useMarket()
  // Under `no_prefix` the address names no market: each language sells in its own.
  if (useRouteContext({ from: rootRouteId, select: (context) => context.localeRouting.strategy }) === 'no_prefix') return null
  return (
    <div className="market-switcher">
      <label htmlFor={id}>{t({ id: 'market.deliverTo', message: 'Deliver to' })}</label>
      <span className="market-switcher__field">
        <MarketSelect id={id} />
        {/* In the header's row the choice shows as its country and currency; the select, on top, is what is pressed. */}
        <span className="market-switcher__short" aria-hidden="true">
          {MARKET_SETUP[market].country} · {signOf(currencyOfMarket(market))}
        </span>
      </span>
    </div>
  )
}

const signOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency

/** Each market as a shopper names it: the country it delivers to. */
export function useMarketNames(): Record<Market, string> {
  const { t } = useLingui()
  return { us: t({ id: 'market.us', message: 'United States' }), cn: t({ id: 'market.cn', message: 'China (mainland)' }) }
}

/** The choice alone, for a form that labels it (the checkout's country). */
export function MarketSelect(props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const { locale, market } = useShopfront()
  const router = useRouter()
  const queryClient = useQueryClient()
  const names = useMarketNames()

  async function switchTo(chosen: string) {
    if (!isMarket(chosen)) return
    if (chosen === market) return
    await prefetchPageIn(queryClient, { locale, market: chosen })
    activateMarket(router, chosen)
    // As the language switch does: the market in `state` makes the same address a new location.
    await router.navigate({
      href: router.state.location.href,
      state: (previous) => ({ ...previous, market: chosen }),
      resetScroll: false,
      hashScrollIntoView: false,
    })
  }

  return (
    <select {...props} value={market} onChange={(event) => void switchTo(event.target.value)}>
      {MARKETS.map((option) => (
        <option key={option} value={option}>
          {names[option]}
        </option>
      ))}
    </select>
  )
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The market a "Deliver to" choice asked for (see `switchTo`). */
    market?: Market
  }
}
