import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NavKey } from './navSelection'

export type NavItem = {
  key: NavKey
  to: '/' | '/coming-soon' | '/download' | '/entCustom' | '/openapi' | '/contact-us'
  label: MessageDescriptor
}

export const NAV_ITEMS: ReadonlyArray<NavItem> = [
  { key: 'shop', to: '/', label: msg({ id: 'nav.shop', message: 'Shop' }) },
  { key: 'comingSoon', to: '/coming-soon', label: msg({ id: 'nav.comingSoon', message: 'Coming soon' }) },
  { key: 'download', to: '/download', label: msg({ id: 'nav.download', message: 'Get the app' }) },
  { key: 'entCustom', to: '/entCustom', label: msg({ id: 'nav.entCustom', message: 'For business' }) },
  { key: 'openapi', to: '/openapi', label: msg({ id: 'nav.openapi', message: 'Open API' }) },
  { key: 'contactUs', to: '/contact-us', label: msg({ id: 'nav.contactUs', message: 'Contact us' }) },
]
