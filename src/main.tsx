import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { createAppRouter } from './router'
import { activateLocale, i18n } from './features/locale/i18n'
import { DEFAULT_LOCALE } from './features/locale/locales'
import './styles.css'

const router = createAppRouter()

await activateLocale(DEFAULT_LOCALE)

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)
