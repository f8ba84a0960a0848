import type { Localized } from '@/lib/locale/useLocale'
import type { TimelineMotif } from './TimelineIcon'

export type StorySection = { id: string; title: Localized; body: ReadonlyArray<Localized> }

export const STORY: ReadonlyArray<StorySection> = [
  {
    id: 'why',
    title: { en: 'Why we started', zh: '我们为何出发' },
    body: [
      {
        en: 'In 2014 two furniture makers grew tired of sofas that lasted three moves. We set out to make pieces with solid frames, covers you can wash and parts you can replace, sold at a fair price without a showroom mark-up.',
        zh: '2014 年，两位家具匠人厌倦了搬三次家就散架的沙发。我们决心打造框架结实、外套可洗、零件可换的家具，并以公道的价格直接卖给您，不加展厅溢价。',
      },
      {
        en: 'The name came from the first thing we built for ourselves: a small oak shelf by the door, where keys, letters and gloves found a home. A nest is made slowly, from good materials, and it is meant to be returned to.',
        zh: '“木巢”这个名字，来自我们为自己做的第一件家具：门边一只小小的橡木置物架，钥匙、信件和手套从此有了归处。巢是用好材料一点点筑成的，也是让人一次次回来的地方。',
      },
    ],
  },
  {
    id: 'materials',
    title: { en: 'Design and materials', zh: '设计与材料' },
    body: [
      {
        en: 'We design around a few honest materials: FSC-certified oak, ash and pine, natural oils, wool and recycled fabrics. Every design is tested in our workshop for a year before it reaches you.',
        zh: '我们的设计只围绕几种诚实的材料：FSC 认证的橡木、白蜡木与松木，天然木蜡油，羊毛与再生面料。每一款设计都会先在工坊里测试一年，才会送到您家中。',
      },
      {
        en: 'Joints are screwed and pegged rather than stapled, so a frame can be taken apart, moved through a narrow stairwell and put back together as tight as the day it was made.',
        zh: '我们的榫接处用螺丝和木销固定，而不是钉枪，所以框架可以拆开、穿过狭窄的楼梯间，再重新装好，依旧和出厂时一样牢固。',
      },
    ],
  },
  {
    id: 'workshop',
    title: { en: 'The workshop', zh: '工坊' },
    body: [
      {
        en: 'Twelve makers cut, glue, upholster and check every frame by hand. Their initials are inside each piece.',
        zh: '十二位匠人亲手完成每一个框架的切割、粘合、软包与检验。每件家具内侧都刻有他们的姓名缩写。',
      },
      {
        en: 'Offcuts become cushion blocks, chopping boards and the wedges that hold our joints. What little is left heats the workshop in winter.',
        zh: '裁下的边角料会做成坐垫支撑块、砧板和固定榫头的木楔；剩下的一点点，冬天用来为工坊取暖。',
      },
    ],
  },
  {
    id: 'repair',
    title: { en: 'Made to be repaired', zh: '为修复而造' },
    body: [
      {
        en: 'Every part of a Woodnest piece can be ordered on its own, from a single foot to a full set of covers, for every design we have made since the first. When something breaks, we would rather send you a part than sell you a new sofa.',
        zh: '木巢家具的每一个部件都可以单独购买，小到一只沙发脚，大到整套沙发套，从我们的第一款设计开始一直如此。东西坏了，我们宁愿给您寄一个零件，也不愿再卖给您一张新沙发。',
      },
    ],
  },
  {
    id: 'sustainability',
    title: { en: 'Sustainability', zh: '可持续' },
    body: [
      {
        en: 'We plant two trees for every one we use, ship in recycled cardboard and take back old Woodnest pieces to repair and resell.',
        zh: '我们每用一棵树就种下两棵，使用再生纸板包装，并回收旧的木巢家具进行修复与再售。',
      },
    ],
  },
]

export type TimelineEntry = { year: number; motif: TimelineMotif; event: Localized }

export const TIMELINE: ReadonlyArray<TimelineEntry> = [
  { year: 2014, motif: 'garage', event: { en: 'The first workshop opens in a rented garage.', zh: '第一间工坊在租来的车库里开张。' } },
  { year: 2017, motif: 'chair', event: { en: 'The Linden chair, still our best seller.', zh: 'Linden 餐椅问世，至今仍是畅销款。' } },
  {
    year: 2019,
    motif: 'repair',
    event: {
      en: 'Spare parts for every design, and a take-back service for old pieces.',
      zh: '所有款式开放零件单独购买，并推出旧家具回收服务。',
    },
  },
  { year: 2021, motif: 'sofa', event: { en: 'Kova, our modular sofa, launches.', zh: '模块沙发 Kova 发布。' } },
  {
    year: 2023,
    motif: 'sun',
    event: {
      en: 'We move to a larger workshop with solar panels on the roof.',
      zh: '搬进更大的新工坊，屋顶装上了太阳能板。',
    },
  },
  { year: 2025, motif: 'van', event: { en: 'We start delivering across China.', zh: '开始配送至中国各地。' } },
  {
    year: 2026,
    motif: 'phone',
    event: {
      en: 'The Woodnest app: see a piece in your room before it arrives.',
      zh: '木巢 App 上线：家具送到之前，先在您的房间里看看效果。',
    },
  },
]
