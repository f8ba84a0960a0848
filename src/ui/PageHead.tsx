import { useLingui } from '@lingui/react/macro'
import { useMatches, useRouterState } from '@tanstack/react-router'
import { LOCALE_ROUTING } from '@/lib/locale/config'
import type { Locale } from '#domain/locale/locales'
import type { Market } from '#domain/markets/markets'
import { useShopfront } from '@/lib/market/useMarket'
import { pageAlternates, pageUrl } from '@/lib/alternates'
import { useMarkPageHydrated } from '@/lib/pageHydration'
import { isIndexable } from '@/lib/pageFacts'

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', zh: 'zh_CN' }

export function PageHead({
  title,
  description,
  noindex = false,
  canonicalPath,
  soldIn,
  addressed = true,
}: {
  title: string
  description?: string
  /** For a page that is no route's own (an error, the 404 page); a route says it in its `staticData`. */
  noindex?: boolean
  canonicalPath?: string
  /** The markets that have this page, when not all do (a piece one market does not sell). */
  soldIn?: ReadonlyArray<Market>
  /** False for a page that answers any address (the one 404.html): no canonical, alternates or og:url, which would stay behind stale. */
  addressed?: boolean
}) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const { locale } = shopfront
  const currentPath = useRouterState({ select: (state) => state.location.pathname })
  const pathname = canonicalPath ?? currentPath
  const routeIndexable = useMatches({ select: (matches) => isIndexable(matches.at(-1)?.staticData) })
  const summary =
    description ??
    t({
      id: 'meta.description',
      message: 'Modular sofas, solid-wood furniture and home goods from our own workshops, delivered to your door.',
    })
  const url = pageUrl(pathname, shopfront, LOCALE_ROUTING)
  // The default language in its own market first, as the sitemap's x-default.
  const alternates = pageAlternates(pathname, LOCALE_ROUTING, soldIn)
  // Every page has a head, inside the route's content: where hydration of the page ends.
  useMarkPageHydrated()

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={summary} />
      {(noindex || !routeIndexable) && <meta name="robots" content="noindex" />}
      {addressed && (
        <>
          <link rel="canonical" href={url} />
          {alternates.map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={alternates[0]?.href ?? url} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t({ id: 'brand.name', message: 'Woodnest' })} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      {addressed && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={OG_LOCALE[locale]} />
    </>
  )
}
