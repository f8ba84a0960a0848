import { Product, type CustomFields } from '@vendure/core'
import { DRAWINGS } from '#domain/storefront/schemas.js'
import { bilingual } from '../../config/bilingual.js'

const label = bilingual

const HEX = '^#[0-9a-fA-F]{6}$'
const drawing = {
  name: 'drawing',
  type: 'string',
  options: DRAWINGS.map((value) => ({ value })),
  defaultValue: 'chair',
  label: label('Drawing', '线稿'),
  description: label('The line drawing the shop shows for it', '店铺展示的线稿图'),
} as const

export const catalogueCustomFields: CustomFields = {
  Product: [
    {
      name: 'summary',
      type: 'localeText',
      label: label('Summary', '简介'),
      description: label('One line under the name on cards', '卡片上名称下方的一句话'),
    },
    { name: 'materials', type: 'localeText', label: label('Materials', '材质') },
    { name: 'care', type: 'localeText', label: label('Care', '保养') },
    drawing,
    { name: 'widthCm', type: 'int', min: 0, defaultValue: 0, label: label('Width (cm)', '宽（厘米）') },
    { name: 'depthCm', type: 'int', min: 0, defaultValue: 0, label: label('Depth (cm)', '深（厘米）') },
    { name: 'heightCm', type: 'int', min: 0, defaultValue: 0, label: label('Height (cm)', '高（厘米）') },
    { name: 'seatHeightCm', type: 'int', min: 0, nullable: true, label: label('Seat height (cm)', '座高（厘米）') },
    {
      name: 'featuredRank',
      type: 'int',
      defaultValue: 100,
      label: label('Featured rank', '推荐排序'),
      description: label('Lower comes first under “Featured”', '数字越小，在“推荐”排序中越靠前'),
    },
    {
      name: 'addedAt',
      type: 'datetime',
      nullable: true,
      label: label('Added on', '上架日期'),
      description: label('Sorts “Newest” and picks the new arrivals', '用于“最新”排序和新品推荐'),
    },
    // Staff only: shoppers read the enabled pieces through `relatedProducts` (catalogue.plugin.ts).
    { name: 'related', type: 'relation', entity: Product, list: true, public: false, label: label('Goes well with', '搭配推荐') },
  ],
  ProductVariant: [
    {
      name: 'leadTimeWeeks',
      type: 'int',
      min: 1,
      nullable: true,
      label: label('Lead time (weeks)', '制作周期（周）'),
      description: label(
        'When set, the variant can be ordered without stock and is made in this time',
        '填写后，无库存时也可下单，按此周期制作',
      ),
    },
  ],
  ProductVariantPrice: [
    {
      name: 'compareAtPrice',
      type: 'int',
      nullable: true,
      label: label('Compare-at price', '原价'),
      description: label('The earlier price, shown struck through; the piece is then on sale', '划线显示的原价；填写后商品即列入特惠'),
    },
  ],
  ProductOption: [{ name: 'swatch', type: 'string', pattern: HEX, nullable: true, label: label('Swatch colour', '色卡颜色') }],
  Collection: [drawing, { name: 'colour', type: 'string', pattern: HEX, defaultValue: '#c89b6d', label: label('Colour', '颜色') }],
}
