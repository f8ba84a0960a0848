import { hydrate, type QueryClient } from '@tanstack/react-query'
import { HTML_LANG } from './features/locale/i18n'
import { isLocale } from './features/locale/locales'

/**
 * Whether the markup in `#app` was prerendered for this very address and language, so React
 * can adopt it. Search params (a colour, a sort) change what a page shows, and a detected
 * language sends `/` elsewhere: then the page is rendered afresh. The one `404.html` serves
 * every unknown address and adds the address only after hydrating, so it always hydrates.
 */
export function canHydrate({
  container,
  location,
  pageLang,
  locale,
}: {
  container: HTMLElement
  location: Pick<Location, 'pathname' | 'search'>
  /** `<html lang>` as the HTML arrived. */
  pageLang: string
  locale: string
}): boolean {
  const prerenderedFor = container.dataset.prerendered
  if (!prerenderedFor || !container.firstElementChild) return false
  if (!isLocale(locale) || pageLang !== HTML_LANG[locale]) return false
  if (prerenderedFor === '404') return true
  return prerenderedFor === location.pathname && location.search === ''
}

/**
 * Seeds the query cache with the data the page was rendered with. It is as fresh as the page:
 * both come from the same build, so it counts as fetched now and is not fetched again.
 */
export function restoreQueryState(queryClient: QueryClient, element: HTMLElement | null): void {
  if (!element?.textContent) return
  try {
    const state = JSON.parse(element.textContent) as Parameters<typeof hydrate>[1]
    const now = Date.now()
    for (const query of state.queries ?? []) query.state.dataUpdatedAt = now
    hydrate(queryClient, state)
  } catch (error) {
    console.warn('Prerendered data ignored:', error)
  }
}
