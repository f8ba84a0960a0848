import { StrictMode, useEffect } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import type { AppRouter } from './router'
import { rebuildLinks } from './lib/locale/rewrite'

export function ShopApp({ router, i18n }: { router: AppRouter; i18n: I18n }) {
  useLinksFollowLocale(router, i18n)
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={router.options.context.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  )
}

function useLinksFollowLocale(router: AppRouter, i18n: I18n) {
  useEffect(() => {
    let locale = i18n.locale
    let { current: market } = router.options.context.activeMarket
    const stopLocale = i18n.on('change', () => {
      if (i18n.locale === locale) return
      locale = i18n.locale
      rebuildLinks(router)
    })
    // Into the other market, by "Deliver to" or by back and forward: its links, once.
    const stopMarket = router.subscribe('onResolved', () => {
      if (router.options.context.activeMarket.current === market) return
      market = router.options.context.activeMarket.current
      rebuildLinks(router)
    })
    return () => {
      stopLocale()
      stopMarket()
    }
  }, [router, i18n])
}
