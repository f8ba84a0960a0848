/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * @description
 * ISO 4217 currency code
 *
 * @docsCategory common
 */
export type CurrencyCode =
  /** United Arab Emirates dirham */
  | 'AED'
  /** Afghan afghani */
  | 'AFN'
  /** Albanian lek */
  | 'ALL'
  /** Armenian dram */
  | 'AMD'
  /** Netherlands Antillean guilder */
  | 'ANG'
  /** Angolan kwanza */
  | 'AOA'
  /** Argentine peso */
  | 'ARS'
  /** Australian dollar */
  | 'AUD'
  /** Aruban florin */
  | 'AWG'
  /** Azerbaijani manat */
  | 'AZN'
  /** Bosnia and Herzegovina convertible mark */
  | 'BAM'
  /** Barbados dollar */
  | 'BBD'
  /** Bangladeshi taka */
  | 'BDT'
  /** Bulgarian lev */
  | 'BGN'
  /** Bahraini dinar */
  | 'BHD'
  /** Burundian franc */
  | 'BIF'
  /** Bermudian dollar */
  | 'BMD'
  /** Brunei dollar */
  | 'BND'
  /** Boliviano */
  | 'BOB'
  /** Brazilian real */
  | 'BRL'
  /** Bahamian dollar */
  | 'BSD'
  /** Bhutanese ngultrum */
  | 'BTN'
  /** Botswana pula */
  | 'BWP'
  /** Belarusian ruble */
  | 'BYN'
  /** Belize dollar */
  | 'BZD'
  /** Canadian dollar */
  | 'CAD'
  /** Congolese franc */
  | 'CDF'
  /** Swiss franc */
  | 'CHF'
  /** Chilean peso */
  | 'CLP'
  /** Renminbi (Chinese) yuan */
  | 'CNY'
  /** Colombian peso */
  | 'COP'
  /** Costa Rican colon */
  | 'CRC'
  /** Cuban convertible peso */
  | 'CUC'
  /** Cuban peso */
  | 'CUP'
  /** Cape Verde escudo */
  | 'CVE'
  /** Czech koruna */
  | 'CZK'
  /** Djiboutian franc */
  | 'DJF'
  /** Danish krone */
  | 'DKK'
  /** Dominican peso */
  | 'DOP'
  /** Algerian dinar */
  | 'DZD'
  /** Egyptian pound */
  | 'EGP'
  /** Eritrean nakfa */
  | 'ERN'
  /** Ethiopian birr */
  | 'ETB'
  /** Euro */
  | 'EUR'
  /** Fiji dollar */
  | 'FJD'
  /** Falkland Islands pound */
  | 'FKP'
  /** Pound sterling */
  | 'GBP'
  /** Georgian lari */
  | 'GEL'
  /** Ghanaian cedi */
  | 'GHS'
  /** Gibraltar pound */
  | 'GIP'
  /** Gambian dalasi */
  | 'GMD'
  /** Guinean franc */
  | 'GNF'
  /** Guatemalan quetzal */
  | 'GTQ'
  /** Guyanese dollar */
  | 'GYD'
  /** Hong Kong dollar */
  | 'HKD'
  /** Honduran lempira */
  | 'HNL'
  /** Croatian kuna */
  | 'HRK'
  /** Haitian gourde */
  | 'HTG'
  /** Hungarian forint */
  | 'HUF'
  /** Indonesian rupiah */
  | 'IDR'
  /** Israeli new shekel */
  | 'ILS'
  /** Indian rupee */
  | 'INR'
  /** Iraqi dinar */
  | 'IQD'
  /** Iranian rial */
  | 'IRR'
  /** Icelandic króna */
  | 'ISK'
  /** Jamaican dollar */
  | 'JMD'
  /** Jordanian dinar */
  | 'JOD'
  /** Japanese yen */
  | 'JPY'
  /** Kenyan shilling */
  | 'KES'
  /** Kyrgyzstani som */
  | 'KGS'
  /** Cambodian riel */
  | 'KHR'
  /** Comoro franc */
  | 'KMF'
  /** North Korean won */
  | 'KPW'
  /** South Korean won */
  | 'KRW'
  /** Kuwaiti dinar */
  | 'KWD'
  /** Cayman Islands dollar */
  | 'KYD'
  /** Kazakhstani tenge */
  | 'KZT'
  /** Lao kip */
  | 'LAK'
  /** Lebanese pound */
  | 'LBP'
  /** Sri Lankan rupee */
  | 'LKR'
  /** Liberian dollar */
  | 'LRD'
  /** Lesotho loti */
  | 'LSL'
  /** Libyan dinar */
  | 'LYD'
  /** Moroccan dirham */
  | 'MAD'
  /** Moldovan leu */
  | 'MDL'
  /** Malagasy ariary */
  | 'MGA'
  /** Macedonian denar */
  | 'MKD'
  /** Myanmar kyat */
  | 'MMK'
  /** Mongolian tögrög */
  | 'MNT'
  /** Macanese pataca */
  | 'MOP'
  /** Mauritanian ouguiya */
  | 'MRU'
  /** Mauritian rupee */
  | 'MUR'
  /** Maldivian rufiyaa */
  | 'MVR'
  /** Malawian kwacha */
  | 'MWK'
  /** Mexican peso */
  | 'MXN'
  /** Malaysian ringgit */
  | 'MYR'
  /** Mozambican metical */
  | 'MZN'
  /** Namibian dollar */
  | 'NAD'
  /** Nigerian naira */
  | 'NGN'
  /** Nicaraguan córdoba */
  | 'NIO'
  /** Norwegian krone */
  | 'NOK'
  /** Nepalese rupee */
  | 'NPR'
  /** New Zealand dollar */
  | 'NZD'
  /** Omani rial */
  | 'OMR'
  /** Panamanian balboa */
  | 'PAB'
  /** Peruvian sol */
  | 'PEN'
  /** Papua New Guinean kina */
  | 'PGK'
  /** Philippine peso */
  | 'PHP'
  /** Pakistani rupee */
  | 'PKR'
  /** Polish złoty */
  | 'PLN'
  /** Paraguayan guaraní */
  | 'PYG'
  /** Qatari riyal */
  | 'QAR'
  /** Romanian leu */
  | 'RON'
  /** Serbian dinar */
  | 'RSD'
  /** Russian ruble */
  | 'RUB'
  /** Rwandan franc */
  | 'RWF'
  /** Saudi riyal */
  | 'SAR'
  /** Solomon Islands dollar */
  | 'SBD'
  /** Seychelles rupee */
  | 'SCR'
  /** Sudanese pound */
  | 'SDG'
  /** Swedish krona/kronor */
  | 'SEK'
  /** Singapore dollar */
  | 'SGD'
  /** Saint Helena pound */
  | 'SHP'
  /** Sierra Leonean leone */
  | 'SLL'
  /** Somali shilling */
  | 'SOS'
  /** Surinamese dollar */
  | 'SRD'
  /** South Sudanese pound */
  | 'SSP'
  /** São Tomé and Príncipe dobra */
  | 'STN'
  /** Salvadoran colón */
  | 'SVC'
  /** Syrian pound */
  | 'SYP'
  /** Swazi lilangeni */
  | 'SZL'
  /** Thai baht */
  | 'THB'
  /** Tajikistani somoni */
  | 'TJS'
  /** Turkmenistan manat */
  | 'TMT'
  /** Tunisian dinar */
  | 'TND'
  /** Tongan paʻanga */
  | 'TOP'
  /** Turkish lira */
  | 'TRY'
  /** Trinidad and Tobago dollar */
  | 'TTD'
  /** New Taiwan dollar */
  | 'TWD'
  /** Tanzanian shilling */
  | 'TZS'
  /** Ukrainian hryvnia */
  | 'UAH'
  /** Ugandan shilling */
  | 'UGX'
  /** United States dollar */
  | 'USD'
  /** Uruguayan peso */
  | 'UYU'
  /** Uzbekistan som */
  | 'UZS'
  /** Venezuelan bolívar soberano */
  | 'VES'
  /** Vietnamese đồng */
  | 'VND'
  /** Vanuatu vatu */
  | 'VUV'
  /** Samoan tala */
  | 'WST'
  /** CFA franc BEAC */
  | 'XAF'
  /** East Caribbean dollar */
  | 'XCD'
  /** CFA franc BCEAO */
  | 'XOF'
  /** CFP franc (franc Pacifique) */
  | 'XPF'
  /** Yemeni rial */
  | 'YER'
  /** South African rand */
  | 'ZAR'
  /** Zambian kwacha */
  | 'ZMW'
  /** Zimbabwean dollar */
  | 'ZWL';

export type CollectionCardFragment = { slug: string, name: string, description: string, customFields: { drawing: string | null, colour: string | null } | null };

export type ProductCardFragment = { slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> };

export type ProductDetailFragment = { description: string, slug: string, name: string, enabled: boolean, customFields: { materials: string | null, care: string | null, widthCm: number | null, depthCm: number | null, heightCm: number | null, seatHeightCm: number | null, summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, relatedProducts: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }>, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> };

export type CollectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CollectionsQuery = { collections: { items: Array<{ slug: string, name: string, description: string, customFields: { drawing: string | null, colour: string | null } | null }> }, search: { collections: Array<{ count: number, collection: { slug: string } }> } };

export type CollectionPageQueryVariables = Exact<{
  slug: string;
}>;


export type CollectionPageQuery = { collection: { slug: string, name: string, description: string, products: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }>, customFields: { drawing: string | null, colour: string | null } | null } | null };

export type ProductQueryVariables = Exact<{
  slug: string;
}>;


export type ProductQuery = { product: { description: string, slug: string, name: string, enabled: boolean, customFields: { materials: string | null, care: string | null, widthCm: number | null, depthCm: number | null, heightCm: number | null, seatHeightCm: number | null, summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, relatedProducts: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }>, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> } | null };

export type HighlightsQueryVariables = Exact<{
  sale: string;
  swatches: string;
}>;


export type HighlightsQuery = { products: { items: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }> }, collection: { products: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }> } | null };

export type AllProductsQueryVariables = Exact<{
  skip: number;
}>;


export type AllProductsQuery = { products: { totalItems: number, items: Array<{ description: string, slug: string, name: string, enabled: boolean, customFields: { materials: string | null, summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, price: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }> } };

export type SwatchesQueryVariables = Exact<{
  slug: string;
}>;


export type SwatchesQuery = { product: { variants: Array<{ sku: string, name: string, options: Array<{ name: string, customFields: { swatch: string | null } | null }> }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CollectionCardFragmentDoc = new TypedDocumentString(`
    fragment CollectionCard on Collection {
  slug
  name
  description
  customFields {
    drawing
    colour
  }
}
    `, {"fragmentName":"CollectionCard"}) as unknown as TypedDocumentString<CollectionCardFragment, unknown>;
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  slug
  name
  enabled
  collections {
    slug
  }
  facetValues {
    code
    facet {
      code
    }
  }
  customFields {
    summary
    drawing
    featuredRank
    addedAt
  }
  optionGroups {
    code
    options {
      code
      name
      customFields {
        swatch
      }
    }
  }
  variants {
    sku
    price
    currencyCode
    compareAtPrice
    stockLevel
    options {
      code
      group {
        code
      }
    }
    customFields {
      leadTimeWeeks
    }
  }
}
    `, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const ProductDetailFragmentDoc = new TypedDocumentString(`
    fragment ProductDetail on Product {
  ...ProductCard
  description
  customFields {
    materials
    care
    widthCm
    depthCm
    heightCm
    seatHeightCm
  }
  relatedProducts {
    ...ProductCard
  }
}
    fragment ProductCard on Product {
  slug
  name
  enabled
  collections {
    slug
  }
  facetValues {
    code
    facet {
      code
    }
  }
  customFields {
    summary
    drawing
    featuredRank
    addedAt
  }
  optionGroups {
    code
    options {
      code
      name
      customFields {
        swatch
      }
    }
  }
  variants {
    sku
    price
    currencyCode
    compareAtPrice
    stockLevel
    options {
      code
      group {
        code
      }
    }
    customFields {
      leadTimeWeeks
    }
  }
}`, {"fragmentName":"ProductDetail"}) as unknown as TypedDocumentString<ProductDetailFragment, unknown>;
export const CollectionsDocument = new TypedDocumentString(`
    query Collections {
  collections(options: {topLevelOnly: true, sort: {position: ASC}}) {
    items {
      ...CollectionCard
    }
  }
  search(input: {groupByProduct: true, take: 0}) {
    collections {
      collection {
        slug
      }
      count
    }
  }
}
    fragment CollectionCard on Collection {
  slug
  name
  description
  customFields {
    drawing
    colour
  }
}`) as unknown as TypedDocumentString<CollectionsQuery, CollectionsQueryVariables>;
export const CollectionPageDocument = new TypedDocumentString(`
    query CollectionPage($slug: String!) {
  collection(slug: $slug) {
    ...CollectionCard
    products {
      ...ProductCard
    }
  }
}
    fragment CollectionCard on Collection {
  slug
  name
  description
  customFields {
    drawing
    colour
  }
}
fragment ProductCard on Product {
  slug
  name
  enabled
  collections {
    slug
  }
  facetValues {
    code
    facet {
      code
    }
  }
  customFields {
    summary
    drawing
    featuredRank
    addedAt
  }
  optionGroups {
    code
    options {
      code
      name
      customFields {
        swatch
      }
    }
  }
  variants {
    sku
    price
    currencyCode
    compareAtPrice
    stockLevel
    options {
      code
      group {
        code
      }
    }
    customFields {
      leadTimeWeeks
    }
  }
}`) as unknown as TypedDocumentString<CollectionPageQuery, CollectionPageQueryVariables>;
export const ProductDocument = new TypedDocumentString(`
    query Product($slug: String!) {
  product(slug: $slug) {
    ...ProductDetail
  }
}
    fragment ProductCard on Product {
  slug
  name
  enabled
  collections {
    slug
  }
  facetValues {
    code
    facet {
      code
    }
  }
  customFields {
    summary
    drawing
    featuredRank
    addedAt
  }
  optionGroups {
    code
    options {
      code
      name
      customFields {
        swatch
      }
    }
  }
  variants {
    sku
    price
    currencyCode
    compareAtPrice
    stockLevel
    options {
      code
      group {
        code
      }
    }
    customFields {
      leadTimeWeeks
    }
  }
}
fragment ProductDetail on Product {
  ...ProductCard
  description
  customFields {
    materials
    care
    widthCm
    depthCm
    heightCm
    seatHeightCm
  }
  relatedProducts {
    ...ProductCard
  }
}`) as unknown as TypedDocumentString<ProductQuery, ProductQueryVariables>;
export const HighlightsDocument = new TypedDocumentString(`
    query Highlights($sale: String!, $swatches: String!) {
  products(
    options: {sort: {addedAt: DESC}, filter: {addedAt: {isNull: false}, slug: {notEq: $swatches}}, take: 8}
  ) {
    items {
      ...ProductCard
    }
  }
  collection(slug: $sale) {
    products {
      ...ProductCard
    }
  }
}
    fragment ProductCard on Product {
  slug
  name
  enabled
  collections {
    slug
  }
  facetValues {
    code
    facet {
      code
    }
  }
  customFields {
    summary
    drawing
    featuredRank
    addedAt
  }
  optionGroups {
    code
    options {
      code
      name
      customFields {
        swatch
      }
    }
  }
  variants {
    sku
    price
    currencyCode
    compareAtPrice
    stockLevel
    options {
      code
      group {
        code
      }
    }
    customFields {
      leadTimeWeeks
    }
  }
}`) as unknown as TypedDocumentString<HighlightsQuery, HighlightsQueryVariables>;
export const AllProductsDocument = new TypedDocumentString(`
    query AllProducts($skip: Int!) {
  products(options: {skip: $skip, take: 50, sort: {id: ASC}}) {
    totalItems
    items {
      ...ProductCard
      description
      customFields {
        materials
      }
    }
  }
}
    fragment ProductCard on Product {
  slug
  name
  enabled
  collections {
    slug
  }
  facetValues {
    code
    facet {
      code
    }
  }
  customFields {
    summary
    drawing
    featuredRank
    addedAt
  }
  optionGroups {
    code
    options {
      code
      name
      customFields {
        swatch
      }
    }
  }
  variants {
    sku
    price
    currencyCode
    compareAtPrice
    stockLevel
    options {
      code
      group {
        code
      }
    }
    customFields {
      leadTimeWeeks
    }
  }
}`) as unknown as TypedDocumentString<AllProductsQuery, AllProductsQueryVariables>;
export const SwatchesDocument = new TypedDocumentString(`
    query Swatches($slug: String!) {
  product(slug: $slug) {
    variants {
      sku
      name
      options {
        name
        customFields {
          swatch
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SwatchesQuery, SwatchesQueryVariables>;