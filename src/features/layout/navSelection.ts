import { trimPathRight, type LinkProps, type StaticDataRouteOption } from '@tanstack/react-router'
import '@/lib/pageFacts'

type NavTarget = NonNullable<LinkProps['to']>
export type NavEntry = { to: NavTarget; nav: NonNullable<StaticDataRouteOption['nav']> }

/** The top navigation: the routes that give themselves an entry (`staticData.nav`), in their order. */
export function navEntries(routes: Iterable<{ fullPath: string; options: { staticData?: StaticDataRouteOption } }>): Array<NavEntry> {
  return [...routes]
    .flatMap((route) =>
      route.options.staticData?.nav ? [{ to: trimPathRight(route.fullPath) as NavTarget, nav: route.options.staticData.nav }] : [],
    )
    .sort((a, b) => a.nav.order - b.nav.order)
}

/** The entry shown as the current page: the one for exactly this path, unless it is never selectable. */
export function selectedEntry(entries: ReadonlyArray<NavEntry>, pathname: string): string | null {
  const path = trimPathRight(pathname)
  return entries.find((entry) => entry.to === path && entry.nav.selectable !== false)?.to ?? null
}
