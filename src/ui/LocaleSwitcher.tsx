import { useEffect } from 'react'
import { rootRouteId, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { HTML_LANG, activateLocale } from '@/lib/locale/i18n'
import { LOCALES, type Locale } from '#domain/locale/locales'
import { useLocale } from '@/lib/locale/useLocale'
import { whenPageHydrated } from '@/lib/pageHydration'
import { whenIdle } from '@/lib/whenIdle'
import { followPageIn, prefetchPageIn } from '@/lib/storefront/queries'
import { useMarket } from '@/lib/market/useMarket'
import { savesData } from '@/lib/savesData'

/** Each language is named in itself, so a shopper finds theirs whatever is on screen. */
const NATIVE_NAMES: Record<Locale, string> = { en: 'English', zh: '中文' }

export function LocaleSwitcher() {
  const { t } = useLingui()
  const current = useLocale()
  const market = useMarket()
  const router = useRouter()
  const { localeRouting } = useRouteContext({ from: rootRouteId })
  const queryClient = useQueryClient()
  const href = useRouterState({ select: (state) => state.location.href })
  const other = LOCALES.find((locale) => locale !== current)

  // In idle time, the page in the other language and the same market (the words come with its catalog), unless the shopper saves data.
  useEffect(() => {
    if (localeRouting.strategy === 'no_prefix' || savesData() || !other) return
    let cancelled = false
    let stop = () => {}
    void whenPageHydrated().then(() =>
      whenIdle(() => {
        if (!cancelled) stop = followPageIn(queryClient, { locale: other, market })
      }),
    )
    return () => {
      cancelled = true
      stop()
    }
  }, [queryClient, localeRouting, other, market, href])

  async function switchTo(locale: Locale) {
    if (locale === current) return
    // The page's data in that language first (prefetched, this is instant), so the switch never shows a skeleton; the market stays.
    await prefetchPageIn(queryClient, { locale, market })
    if (!(await activateLocale(locale))) return
    // The URL does not name the language: the loaders run again in the new one.
    if (localeRouting.strategy === 'no_prefix') return void router.invalidate()
    // The router compares locations without their locale prefix: the locale in `state` makes this a new location.
    // The address itself, not `to: '.'`, which on the 404 page is the root route (the home page).
    await router.navigate({
      href: router.state.location.href,
      state: (previous) => ({ ...previous, locale }),
      resetScroll: false,
      hashScrollIntoView: false,
    })
  }

  return (
    <div className="locale-switcher" role="group" aria-label={t({ id: 'locale.switcher', message: 'Language' })}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={HTML_LANG[locale]}
          className="locale-switcher__option"
          aria-pressed={locale === current}
          onClick={() => void switchTo(locale)}
        >
          {NATIVE_NAMES[locale]}
        </button>
      ))}
    </div>
  )
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The language a locale switch asked for (see `switchTo`). */
    locale?: Locale
  }
}
