import type { ReactNode } from 'react'
import { Outlet, createRootRouteWithContext, type ErrorComponentProps } from '@tanstack/react-router'
import { AppShell } from '@/features/layout/AppShell'
import { ErrorPage } from '@/features/errors/ErrorPage'
import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { ThemeToggle } from '@/features/theme/ThemeToggle'
import { LocaleSwitcher } from '@/ui/LocaleSwitcher'
import { MarketSwitcher } from '@/ui/MarketSwitcher'
import { followUrlLocale } from '@/lib/locale/followUrlLocale'
import { followUrlMarket } from '@/lib/market/activeMarket'
import { whenPageSettled } from '@/lib/pageHydration'
import { applyRouteRules } from '@/features/build-update/recovery'
import { UpdateNotice } from '@/features/build-update/UpdateNotice'
import { CartButton } from '@/features/cart/CartButton'
import { SearchBox } from '@/features/search/SearchBox'
import { SavedLink } from '@/features/saved/SavedLink'
import { AccountLink } from '@/features/account/AccountLink'
import { CompareBar } from '@/features/compare/CompareBar'
import { CompareButton } from '@/features/compare/CompareButton'
import { SaveButton } from '@/features/saved/SaveButton'
import { ShortlistControls } from '@/ui/ShortlistControls'
import type { RouterContext } from '@/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, preload, context: { localeRouting, i18n, queryClient, activeMarket } }) => {
    // A link's page is fetched ahead only once this one is hydrated: the layout hydrates first, and its links would compete.
    if (preload) await whenPageSettled()
    await applyRouteRules(location, preload, queryClient)
    const { publicHref } = location
    const locale = await followUrlLocale({ publicHref, routing: localeRouting, i18n, preload })
    return { locale, shopfront: followUrlMarket({ publicHref, routing: localeRouting, locale, activeMarket, preload }) }
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
})

const shortlistControls = { Save: SaveButton, Compare: CompareButton }

function Layout({ children }: { children: ReactNode }) {
  return (
    <ShortlistControls value={shortlistControls}>
      <AppShell
        notices={
          <>
            <UpdateNotice />
            <CompareBar />
          </>
        }
        menuExtras={<MarketSwitcher />}
        headerActions={
          <>
            <SearchBox />
            <LocaleSwitcher />
            <ThemeToggle />
            <SavedLink />
            <AccountLink />
            <CartButton />
          </>
        }
      >
        {children}
      </AppShell>
    </ShortlistControls>
  )
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  )
}

// An error in the root itself replaces the root component: keep the layout around it.
function RootError(props: ErrorComponentProps) {
  return (
    <Layout>
      <ErrorPage {...props} />
    </Layout>
  )
}
