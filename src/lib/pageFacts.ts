import type { MessageDescriptor } from '@lingui/core'
import type { StaticDataRouteOption } from '@tanstack/react-router'

/* A route's `staticData` says what its page is; saying nothing means indexable, in the sitemap, prerendered, not in the nav. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    indexable?: false
    /** `selectable: false`: never marked as the page shown. */
    nav?: { label: MessageDescriptor; order: number; selectable?: false }
  }
}

export const isIndexable = (facts: StaticDataRouteOption | undefined): boolean => facts?.indexable !== false
