import { StrictMode, useEffect } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { localeRewrite, type AppRouter } from './router'

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

/** A new language rebuilds every link's address in it: a fresh rewrite makes the router re-read its location. */
function useLinksFollowLocale(router: AppRouter, i18n: I18n) {
  useEffect(() => {
    let locale = i18n.locale
    return i18n.on('change', () => {
      if (i18n.locale === locale) return
      locale = i18n.locale
      router.update({ ...router.options, rewrite: localeRewrite(i18n, router.options.context.localeRouting) })
    })
  }, [router, i18n])
}
