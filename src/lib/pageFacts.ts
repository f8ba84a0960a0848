import type { MessageDescriptor } from '@lingui/core'
import type { StaticDataRouteOption } from '@tanstack/react-router'

/*
 * What a page is, said once in its route's `staticData`. A route that says nothing is an
 * ordinary page: indexable, in the sitemap, prerendered in both languages (if its path has no
 * parameter), and not in the top navigation. The head tags, the sitemap and the nav read it.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** `false`: kept out of search engines (`noindex`) and out of the sitemap. */
    indexable?: false
    /** Its entry in the top navigation, at `order`; `selectable: false` never marks it as the page shown. */
    nav?: { label: MessageDescriptor; order: number; selectable?: false }
  }
}

export const isIndexable = (facts: StaticDataRouteOption | undefined): boolean => facts?.indexable !== false
