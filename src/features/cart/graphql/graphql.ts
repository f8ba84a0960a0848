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

export type ErrorCode =
  | 'ALREADY_LOGGED_IN_ERROR'
  | 'COUPON_CODE_EXPIRED_ERROR'
  | 'COUPON_CODE_INVALID_ERROR'
  | 'COUPON_CODE_LIMIT_ERROR'
  | 'COUPON_REMOVED_DURING_CHECKOUT_ERROR'
  | 'EMAIL_ADDRESS_CONFLICT_ERROR'
  | 'GUEST_CHECKOUT_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR'
  | 'INELIGIBLE_PAYMENT_METHOD_ERROR'
  | 'INELIGIBLE_SHIPPING_METHOD_ERROR'
  | 'INSUFFICIENT_STOCK_ERROR'
  | 'INVALID_CREDENTIALS_ERROR'
  | 'MISSING_PASSWORD_ERROR'
  | 'NATIVE_AUTH_STRATEGY_ERROR'
  | 'NEGATIVE_QUANTITY_ERROR'
  | 'NOT_VERIFIED_ERROR'
  | 'NO_ACTIVE_ORDER_ERROR'
  | 'ORDER_INTERCEPTOR_ERROR'
  | 'ORDER_LIMIT_ERROR'
  | 'ORDER_MODIFICATION_ERROR'
  | 'ORDER_PAYMENT_STATE_ERROR'
  | 'ORDER_STATE_TRANSITION_ERROR'
  | 'PASSWORD_ALREADY_SET_ERROR'
  | 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR'
  | 'PASSWORD_RESET_TOKEN_INVALID_ERROR'
  | 'PASSWORD_VALIDATION_ERROR'
  | 'PAYMENT_DECLINED_ERROR'
  | 'PAYMENT_FAILED_ERROR'
  | 'UNKNOWN_ERROR'
  | 'VERIFICATION_TOKEN_EXPIRED_ERROR'
  | 'VERIFICATION_TOKEN_INVALID_ERROR';

export type CartOrderFragment = { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> };

export type ActiveOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveOrderQuery = { activeOrder: { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> } | null };

export type VariantIdsQueryVariables = Exact<{
  slug: string;
}>;


export type VariantIdsQuery = { product: { variants: Array<{ id: string, sku: string }> } | null };

export type AddToOrderMutationVariables = Exact<{
  id: string;
  quantity: number;
}>;


export type AddToOrderMutation = { addItemToOrder:
    | { errorCode: ErrorCode, message: string, order: { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> } }
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type AdjustOrderLineMutationVariables = Exact<{
  lineId: string;
  quantity: number;
}>;


export type AdjustOrderLineMutation = { adjustOrderLine:
    | { errorCode: ErrorCode, message: string, order: { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> } }
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type RemoveOrderLineMutationVariables = Exact<{
  lineId: string;
}>;


export type RemoveOrderLineMutation = { removeOrderLine:
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type EmptyOrderMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyOrderMutation = { removeAllOrderLines:
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type SetOrderCurrencyMutationVariables = Exact<{
  currency: CurrencyCode;
}>;


export type SetOrderCurrencyMutation = { setCurrencyCodeForOrder:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, subTotalWithTax: number, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, productVariant: { sku: string, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

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
export const CartOrderFragmentDoc = new TypedDocumentString(`
    fragment CartOrder on Order {
  code
  state
  currencyCode
  totalQuantity
  subTotalWithTax
  lines {
    id
    quantity
    unitPriceWithTax
    linePriceWithTax
    productVariant {
      sku
      product {
        slug
      }
    }
  }
}
    `, {"fragmentName":"CartOrder"}) as unknown as TypedDocumentString<CartOrderFragment, unknown>;
export const ActiveOrderDocument = new TypedDocumentString(`
    query ActiveOrder {
  activeOrder {
    ...CartOrder
  }
}
    fragment CartOrder on Order {
  code
  state
  currencyCode
  totalQuantity
  subTotalWithTax
  lines {
    id
    quantity
    unitPriceWithTax
    linePriceWithTax
    productVariant {
      sku
      product {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<ActiveOrderQuery, ActiveOrderQueryVariables>;
export const VariantIdsDocument = new TypedDocumentString(`
    query VariantIds($slug: String!) {
  product(slug: $slug) {
    variants {
      id
      sku
    }
  }
}
    `) as unknown as TypedDocumentString<VariantIdsQuery, VariantIdsQueryVariables>;
export const AddToOrderDocument = new TypedDocumentString(`
    mutation AddToOrder($id: ID!, $quantity: Int!) {
  addItemToOrder(productVariantId: $id, quantity: $quantity) {
    ...CartOrder
    ... on ErrorResult {
      errorCode
      message
    }
    ... on InsufficientStockError {
      order {
        ...CartOrder
      }
    }
  }
}
    fragment CartOrder on Order {
  code
  state
  currencyCode
  totalQuantity
  subTotalWithTax
  lines {
    id
    quantity
    unitPriceWithTax
    linePriceWithTax
    productVariant {
      sku
      product {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<AddToOrderMutation, AddToOrderMutationVariables>;
export const AdjustOrderLineDocument = new TypedDocumentString(`
    mutation AdjustOrderLine($lineId: ID!, $quantity: Int!) {
  adjustOrderLine(orderLineId: $lineId, quantity: $quantity) {
    ...CartOrder
    ... on ErrorResult {
      errorCode
      message
    }
    ... on InsufficientStockError {
      order {
        ...CartOrder
      }
    }
  }
}
    fragment CartOrder on Order {
  code
  state
  currencyCode
  totalQuantity
  subTotalWithTax
  lines {
    id
    quantity
    unitPriceWithTax
    linePriceWithTax
    productVariant {
      sku
      product {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<AdjustOrderLineMutation, AdjustOrderLineMutationVariables>;
export const RemoveOrderLineDocument = new TypedDocumentString(`
    mutation RemoveOrderLine($lineId: ID!) {
  removeOrderLine(orderLineId: $lineId) {
    ...CartOrder
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    fragment CartOrder on Order {
  code
  state
  currencyCode
  totalQuantity
  subTotalWithTax
  lines {
    id
    quantity
    unitPriceWithTax
    linePriceWithTax
    productVariant {
      sku
      product {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<RemoveOrderLineMutation, RemoveOrderLineMutationVariables>;
export const EmptyOrderDocument = new TypedDocumentString(`
    mutation EmptyOrder {
  removeAllOrderLines {
    ...CartOrder
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    fragment CartOrder on Order {
  code
  state
  currencyCode
  totalQuantity
  subTotalWithTax
  lines {
    id
    quantity
    unitPriceWithTax
    linePriceWithTax
    productVariant {
      sku
      product {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<EmptyOrderMutation, EmptyOrderMutationVariables>;
export const SetOrderCurrencyDocument = new TypedDocumentString(`
    mutation SetOrderCurrency($currency: CurrencyCode!) {
  setCurrencyCodeForOrder(currencyCode: $currency) {
    ...CartOrder
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
    fragment CartOrder on Order {
  code
  state
  currencyCode
  totalQuantity
  subTotalWithTax
  lines {
    id
    quantity
    unitPriceWithTax
    linePriceWithTax
    productVariant {
      sku
      product {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<SetOrderCurrencyMutation, SetOrderCurrencyMutationVariables>;