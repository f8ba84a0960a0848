import type { Localized } from '@/features/locale/useLocale'

export type StorySection = { id: string; title: Localized; body: Localized }

/** The brand story, authored in both languages; it loads with the story page only. */
export const STORY: ReadonlyArray<StorySection> = [
  {
    id: 'why',
    title: { en: 'Why we started', zh: '我们为何出发' },
    body: {
      en: 'In 2014 two furniture makers grew tired of sofas that lasted three moves. We set out to make pieces with solid frames, covers you can wash and parts you can replace, sold at a fair price without a showroom mark-up.',
      zh: '2014 年，两位家具匠人厌倦了搬三次家就散架的沙发。我们决心打造框架结实、外套可洗、零件可换的家具，并以公道的价格直接卖给您，不加展厅溢价。',
    },
  },
  {
    id: 'materials',
    title: { en: 'Design and materials', zh: '设计与材料' },
    body: {
      en: 'We design around a few honest materials: FSC-certified oak, ash and pine, natural oils, wool and recycled fabrics. Every design is tested in our workshop for a year before it reaches you.',
      zh: '我们的设计只围绕几种诚实的材料：FSC 认证的橡木、白蜡木与松木，天然木蜡油，羊毛与再生面料。每一款设计都会先在工坊里测试一年，才会送到您家中。',
    },
  },
  {
    id: 'sustainability',
    title: { en: 'Sustainability', zh: '可持续' },
    body: {
      en: 'We plant two trees for every one we use, ship in recycled cardboard and take back old Woodnest pieces to repair and resell.',
      zh: '我们每用一棵树就种下两棵，使用再生纸板包装，并回收旧的木巢家具进行修复与再售。',
    },
  },
  {
    id: 'workshop',
    title: { en: 'The workshop', zh: '工坊' },
    body: {
      en: 'Twelve makers cut, glue, upholster and check every frame by hand. Their initials are inside each piece.',
      zh: '十二位匠人亲手完成每一个框架的切割、粘合、软包与检验。每件家具内侧都刻有他们的姓名缩写。',
    },
  },
]

export const TIMELINE: ReadonlyArray<{ year: number; event: Localized }> = [
  { year: 2014, event: { en: 'The first workshop opens in a rented garage.', zh: '第一间工坊在租来的车库里开张。' } },
  { year: 2017, event: { en: 'The Linden chair, still our best seller.', zh: 'Linden 餐椅问世，至今仍是畅销款。' } },
  { year: 2021, event: { en: 'Kova, our modular sofa, launches.', zh: '模块沙发 Kova 发布。' } },
  { year: 2025, event: { en: 'We start delivering across China.', zh: '开始配送至中国各地。' } },
]
