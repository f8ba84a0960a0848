/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_LOCALE_STRATEGY?: string
  readonly VITE_REDIRECT_HOSTS?: string
  readonly VITE_APP_STORE_URL?: string
  readonly VITE_GOOGLE_PLAY_URL?: string
  readonly VITE_APPGALLERY_URL?: string
  readonly VITE_SITE_URL?: string
}
