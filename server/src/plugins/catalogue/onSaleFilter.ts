import { CollectionFilter } from '@vendure/core'
import { bilingual } from '../../config/bilingual.js'

export const onSaleFilter = new CollectionFilter({
  code: 'on-sale',
  description: bilingual('Variants with a compare-at price above their price', '原价高于售价的商品'),
  args: {},
  apply: (qb) =>
    qb.andWhere(
      `EXISTS (SELECT 1 FROM product_variant_price sale_price WHERE sale_price."variantId" = "productVariant"."id"
        AND sale_price."customFieldsCompareatprice" > sale_price.price)`,
    ),
})
