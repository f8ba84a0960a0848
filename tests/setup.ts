import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'
import { i18n } from '@lingui/core'
import type { Messages } from '@lingui/core'

// Every catalog in English: the shell's and each feature's (the app loads these per page).
const catalogs = import.meta.glob<Messages>('../src/**/locales/en/messages.po', { eager: true, import: 'messages' })
const messages: Messages = Object.assign({}, ...Object.values(catalogs))

i18n.loadAndActivate({ locale: 'en', messages })

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    i18n.loadAndActivate({ locale: 'en', messages })
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/'
    document.documentElement.dataset.theme = 'light'
    localStorage.clear()
  })

  // jsdom has no layout: give it the browser APIs the shell calls.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
  window.scrollTo = () => {}
  Element.prototype.scrollIntoView = () => {}
}
