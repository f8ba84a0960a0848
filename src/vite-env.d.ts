/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the storefront API; the shop's own origin when unset. */
  readonly VITE_API_BASE_URL?: string
  /** `no_prefix` | `prefix_except_default` | `prefix_and_default` (default). */
  readonly VITE_LOCALE_STRATEGY?: string
  /** Comma-separated hosts a redirect rule may send shoppers to. */
  readonly VITE_REDIRECT_HOSTS?: string
  /** Store listings of the app, and the site's public address (for the download QR code). */
  readonly VITE_APP_STORE_URL?: string
  readonly VITE_GOOGLE_PLAY_URL?: string
  readonly VITE_APPGALLERY_URL?: string
  readonly VITE_SITE_URL?: string
}
