const NAV_KEYS = ['shop', 'comingSoon', 'download', 'entCustom', 'openapi', 'contactUs'] as const
export type NavKey = (typeof NAV_KEYS)[number]

// Download has a nav entry but, as in the original shop, never shows as selected.
const SELECTED_BY_PATH: Record<string, NavKey> = {
  '/': 'shop',
  '/coming-soon': 'comingSoon',
  '/entCustom': 'entCustom',
  '/openapi': 'openapi',
  '/contact-us': 'contactUs',
}

export function selectedNavKey(pathname: string): NavKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return SELECTED_BY_PATH[path] ?? null
}
