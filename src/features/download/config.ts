import type { Locale } from '@/lib/locale/locales'

/** A URL from the build's environment when it is an https address, else the shop's published one. */
function configured(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.startsWith('https://') ? value : fallback
}

export type StoreId = 'appStore' | 'googlePlay' | 'appGallery'

/**
 * The app's store listings. Set `VITE_APP_STORE_URL`, `VITE_GOOGLE_PLAY_URL` and
 * `VITE_APPGALLERY_URL` at build time; the defaults are the live listings. The App Store link has
 * no country in it, so Apple opens the shopper's own store (the China store included).
 */
export const STORE_URLS: Record<StoreId, string> = {
  appStore: configured(import.meta.env.VITE_APP_STORE_URL, 'https://apps.apple.com/app/woodnest/id6478123456'),
  googlePlay: configured(import.meta.env.VITE_GOOGLE_PLAY_URL, 'https://play.google.com/store/apps/details?id=com.woodnest.app'),
  appGallery: configured(import.meta.env.VITE_APPGALLERY_URL, 'https://appgallery.huawei.com/app/C110432187'),
}

/**
 * The stores each language's shoppers see, in order. Google Play is not reachable from mainland
 * China, so Chinese shoppers get Huawei AppGallery first, and Google Play for those abroad.
 */
export const STORES_BY_LOCALE: Record<Locale, ReadonlyArray<StoreId>> = {
  en: ['appStore', 'googlePlay'],
  zh: ['appStore', 'appGallery', 'googlePlay'],
}
