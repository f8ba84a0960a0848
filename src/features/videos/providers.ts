import type { Locale } from '#domain/locale/locales'
import type { Localized } from '@/lib/locale/useLocale'

export type ProviderId = 'youtube' | 'bilibili'

export type VideoSource = { provider: ProviderId; id: string }

type Provider = { name: Localized; embedUrl: (id: string, options: { captions?: Locale }) => string }

const YOUTUBE_CAPTION_LANGUAGE: Record<Locale, string> = { en: 'en', zh: 'zh-Hans' }

export const PROVIDERS: Record<ProviderId, Provider> = {
  youtube: {
    name: { en: 'YouTube', zh: 'YouTube' },
    // No tracking cookie until the video plays; autoplay because the shopper already pressed play on our facade.
    embedUrl: (id, { captions }) => {
      const params = new URLSearchParams({ autoplay: '1', rel: '0' })
      if (captions) {
        params.set('cc_load_policy', '1')
        params.set('cc_lang_pref', YOUTUBE_CAPTION_LANGUAGE[captions])
        params.set('hl', YOUTUBE_CAPTION_LANGUAGE[captions])
      }
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params}`
    },
  },
  bilibili: {
    name: { en: 'Bilibili', zh: '哔哩哔哩' },
    embedUrl: (id) => `https://player.bilibili.com/player.html?${new URLSearchParams({ bvid: id, autoplay: '1', high_quality: '1' })}`,
  },
}
