import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { createAppRouter } from './router'
import { createQueryClient } from './lib/queryClient'
import { LOCALE_ROUTING } from './features/locale/config'
import { detectInitialLocale, readDocumentCookie, readLocaleCookie } from './features/locale/detection'
import { activateLocale, i18n } from './features/locale/i18n'
import { prefetchAppManifest } from './features/build-update/appManifest'
import { installRecovery } from './features/build-update/recovery'
import './styles.css'

// A first visit to `/` goes to the shopper's language (cookie, then browser); other URLs keep theirs.
const { locale, redirectTo } = detectInitialLocale({
  pathname: location.pathname,
  cookie: readLocaleCookie(readDocumentCookie()),
  languages: navigator.languages,
  routing: LOCALE_ROUTING,
})
if (redirectTo) history.replaceState(history.state, '', `${redirectTo}${location.search}${location.hash}`)

if (!(await activateLocale(locale)) && !(await activateLocale(LOCALE_ROUTING.defaultLocale))) {
  // Not even the default catalog loaded: show the message ids rather than a blank page.
  i18n.loadAndActivate({ locale: LOCALE_ROUTING.defaultLocale, messages: {} })
}

const queryClient = createQueryClient()
const router = createAppRouter({ queryClient })
installRecovery(router, queryClient)

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
)

if (import.meta.env.PROD) prefetchAppManifest()
