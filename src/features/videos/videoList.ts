import type { Localized } from '@/features/locale/useLocale'

export type Video = { id: string; seconds: number; title: Localized; summary: Localized }

export const VIDEOS: ReadonlyArray<Video> = [
  {
    id: 'kova-assembly',
    seconds: 262,
    title: { en: 'Putting a Kova sofa together', zh: 'Kova 沙发组装指南' },
    summary: { en: 'Connect modules, fit the feet and zip on the covers in under ten minutes.', zh: '十分钟内完成模块连接、安装沙发脚并套上沙发套。' },
  },
  {
    id: 'cover-care',
    seconds: 148,
    title: { en: 'Washing your covers', zh: '如何清洗沙发套' },
    summary: { en: 'How to wash, dry and refit bouclé and linen covers without shrinking them.', zh: '圈圈绒和亚麻沙发套的洗涤、晾干和重新套上方法，避免缩水。' },
  },
  {
    id: 'workshop-tour',
    seconds: 415,
    title: { en: 'Inside the workshop', zh: '走进工坊' },
    summary: { en: 'From a plank of oak to a Linden chair: a day with our makers.', zh: '从一块橡木板到一把 Linden 餐椅：与匠人们共度的一天。' },
  },
]
