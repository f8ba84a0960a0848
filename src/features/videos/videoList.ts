import type { Locale } from '#domain/locale/locales'
import type { Localized } from '@/lib/locale/useLocale'
import type { VideoSource } from './providers'
import type { PosterMotif } from './VideoPoster'

export type Video = {
  id: string
  seconds: number
  uploaded: string
  title: Localized
  summary: Localized
  poster: { motif: PosterMotif; from: string; to: string }
  sources: Record<Locale, VideoSource>
  captions: ReadonlyArray<Locale>
}

export const VIDEOS: ReadonlyArray<Video> = [
  {
    id: 'kova-assembly',
    seconds: 262,
    uploaded: '2026-03-12',
    title: { en: 'Putting a Kova sofa together', zh: 'Kova 沙发组装指南' },
    summary: {
      en: 'Connect modules, fit the feet and zip on the covers in under ten minutes.',
      zh: '十分钟内完成模块连接、安装沙发脚并套上沙发套。',
    },
    poster: { motif: 'sofa', from: '#b9a48a', to: '#7d6a58' },
    sources: { en: { provider: 'youtube', id: 'k7Vq2mXw9Lc' }, zh: { provider: 'bilibili', id: 'BV1Xk4y1M7Qa' } },
    captions: ['en', 'zh'],
  },
  {
    id: 'cover-care',
    seconds: 148,
    uploaded: '2026-04-02',
    title: { en: 'Washing your covers', zh: '如何清洗沙发套' },
    summary: {
      en: 'How to wash, dry and refit bouclé and linen covers without shrinking them.',
      zh: '圈圈绒和亚麻沙发套的洗涤、晾干和重新套上方法，避免缩水。',
    },
    poster: { motif: 'washing', from: '#7d8c7a', to: '#4f5d4d' },
    sources: { en: { provider: 'youtube', id: 'Qm3rT8bNw2E' }, zh: { provider: 'bilibili', id: 'BV1Hz4y1n7Wc' } },
    captions: ['en', 'zh'],
  },
  {
    id: 'workshop-tour',
    seconds: 415,
    uploaded: '2026-05-21',
    title: { en: 'Inside the workshop', zh: '走进工坊' },
    summary: {
      en: 'From a plank of oak to a Linden chair: a day with our makers.',
      zh: '从一块橡木板到一把 Linden 餐椅：与匠人们共度的一天。',
    },
    poster: { motif: 'workshop', from: '#c89b6d', to: '#8a5a3b' },
    sources: { en: { provider: 'youtube', id: 'Zp5dW1yHk0s' }, zh: { provider: 'bilibili', id: 'BV1pG411a7Ds' } },
    captions: ['en'],
  },
  {
    id: 'oak-oiling',
    seconds: 196,
    uploaded: '2026-07-09',
    title: { en: 'Oiling an oak table', zh: '橡木餐桌上油保养' },
    summary: {
      en: 'A yearly ten-minute treat for solid wood: clean, oil thinly, buff, and small scratches disappear.',
      zh: '每年十分钟的实木护理：清洁、薄涂木蜡油、擦拭抛光，细小划痕随之不见。',
    },
    poster: { motif: 'table', from: '#a8825c', to: '#5e3820' },
    sources: { en: { provider: 'youtube', id: 'Hw8nC4vRt6U' }, zh: { provider: 'bilibili', id: 'BV1Ye4y1Z7Rk' } },
    captions: ['en', 'zh'],
  },
  {
    id: 'choosing-fabric',
    seconds: 327,
    uploaded: '2026-09-17',
    title: { en: 'Choosing a fabric', zh: '如何挑选面料' },
    summary: {
      en: 'Bouclé, linen, velvet or weave? Our upholsterer compares how each one feels, wears and copes with pets.',
      zh: '圈圈绒、亚麻、丝绒还是编织面料？我们的软包师傅为您比较各自的手感、耐磨度以及对宠物的友好程度。',
    },
    poster: { motif: 'fabrics', from: '#8f7b93', to: '#4d4253' },
    sources: { en: { provider: 'youtube', id: 'Rb2xL9sMq4A' }, zh: { provider: 'bilibili', id: 'BV1Nm4y1x7Tj' } },
    captions: ['zh'],
  },
]
