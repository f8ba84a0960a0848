import type { Locale } from '#domain/locale/locales'

function configured(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.startsWith('https://') ? value : fallback
}

export type StoreId = 'appStore' | 'googlePlay' | 'appGallery'

// The App Store link has no country, so Apple opens the shopper's own store (China's included).
export const STORE_URLS: Record<StoreId, string> = {
  appStore: configured(import.meta.env.VITE_APP_STORE_URL, 'https://apps.apple.com/app/woodnest/id6478123456'),
  googlePlay: configured(import.meta.env.VITE_GOOGLE_PLAY_URL, 'https://play.google.com/store/apps/details?id=com.woodnest.app'),
  appGallery: configured(import.meta.env.VITE_APPGALLERY_URL, 'https://appgallery.huawei.com/app/C110432187'),
}

// Google Play is unreachable from mainland China, so Chinese shoppers get Huawei AppGallery first.
export const STORES_BY_LOCALE: Record<Locale, ReadonlyArray<StoreId>> = {
  en: ['appStore', 'googlePlay'],
  zh: ['appStore', 'appGallery', 'googlePlay'],
}
