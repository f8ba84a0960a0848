/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CreateAddressCustomFieldsInput = {
  district?: string | null | undefined;
};

/**
 * Input used to create an Address.
 *
 * The countryCode must correspond to a `code` property of a Country that has been defined in the
 * Vendure server. The `code` property is typically a 2-character ISO code such as "GB", "US", "DE" etc.
 * If an invalid code is passed, the mutation will fail.
 */
export type CreateAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  countryCode: string;
  customFields?: CreateAddressCustomFieldsInput | null | undefined;
  defaultBillingAddress?: boolean | null | undefined;
  defaultShippingAddress?: boolean | null | undefined;
  fullName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  postalCode?: string | null | undefined;
  province?: string | null | undefined;
  streetLine1: string;
  streetLine2?: string | null | undefined;
};

export type CreateCustomerCustomFieldsInput = {
  savedItems?: Array<string> | null | undefined;
};

export type CreateCustomerInput = {
  customFields?: CreateCustomerCustomFieldsInput | null | undefined;
  emailAddress: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null | undefined;
  title?: string | null | undefined;
};

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

export type DeliveryLineInput = {
  quantity: number;
  sku: string;
};

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

export type PostcodeProblem =
  | 'MALFORMED'
  | 'UNKNOWN';

export type RegisterCustomerCustomFieldsInput = {
  savedItems?: Array<string> | null | undefined;
};

export type RegisterCustomerInput = {
  customFields?: RegisterCustomerCustomFieldsInput | null | undefined;
  emailAddress: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  title?: string | null | undefined;
};

export type ReturnPieceInput = {
  quantity: number;
  sku: string;
};

export type UpdateCustomerCustomFieldsInput = {
  savedItems?: Array<string> | null | undefined;
};

export type UpdateCustomerInput = {
  customFields?: UpdateCustomerCustomFieldsInput | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  title?: string | null | undefined;
};

export type UpdateOrderCustomFieldsInput = {
  deliveryNotes?: string | null | undefined;
  deliveryPreference?: string | null | undefined;
  invoiceKind?: string | null | undefined;
  invoiceTaxNumber?: string | null | undefined;
  invoiceTitle?: string | null | undefined;
};

export type UpdateOrderInput = {
  customFields?: UpdateOrderCustomFieldsInput | null | undefined;
};

export type RegisterMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type RegisterMutation = { registerCustomerAccount:
    | { __typename: 'MissingPasswordError', errorCode: ErrorCode }
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode }
    | { __typename: 'PasswordValidationError', errorCode: ErrorCode, validationErrorMessage: string }
    | { __typename: 'Success' }
   };

export type VerifyAccountMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type VerifyAccountMutation = { verifyCustomerAccount:
    | { __typename: 'CurrentUser' }
    | { __typename: 'MissingPasswordError', errorCode: ErrorCode }
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode }
    | { __typename: 'PasswordAlreadySetError', errorCode: ErrorCode }
    | { __typename: 'PasswordValidationError', errorCode: ErrorCode, validationErrorMessage: string }
    | { __typename: 'VerificationTokenExpiredError', errorCode: ErrorCode }
    | { __typename: 'VerificationTokenInvalidError', errorCode: ErrorCode }
   };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { login:
    | { __typename: 'CurrentUser' }
    | { __typename: 'InvalidCredentialsError', errorCode: ErrorCode, authenticationError: string }
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode }
    | { __typename: 'NotVerifiedError', errorCode: ErrorCode }
   };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { logout: { success: boolean } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode }
    | { __typename: 'Success' }
   | null };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'CurrentUser' }
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode }
    | { __typename: 'NotVerifiedError', errorCode: ErrorCode }
    | { __typename: 'PasswordResetTokenExpiredError', errorCode: ErrorCode }
    | { __typename: 'PasswordResetTokenInvalidError', errorCode: ErrorCode }
    | { __typename: 'PasswordValidationError', errorCode: ErrorCode, validationErrorMessage: string }
   };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { activeCustomer: { firstName: string, lastName: string, emailAddress: string, phoneNumber: string | null } | null };

export type UpdateDetailsMutationVariables = Exact<{
  input: UpdateCustomerInput;
}>;


export type UpdateDetailsMutation = { updateCustomer: { firstName: string } };

export type RequestEmailChangeMutationVariables = Exact<{
  password: string;
  email: string;
}>;


export type RequestEmailChangeMutation = { requestUpdateCustomerEmailAddress:
    | { __typename: 'EmailAddressConflictError', errorCode: ErrorCode }
    | { __typename: 'InvalidCredentialsError', errorCode: ErrorCode }
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode }
    | { __typename: 'Success' }
   };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailChangeMutation = { updateCustomerEmailAddress:
    | { __typename: 'IdentifierChangeTokenExpiredError', errorCode: ErrorCode }
    | { __typename: 'IdentifierChangeTokenInvalidError', errorCode: ErrorCode }
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode }
    | { __typename: 'Success' }
   };

export type ChangePasswordMutationVariables = Exact<{
  current: string;
  password: string;
}>;


export type ChangePasswordMutation = { updateCustomerPassword:
    | { __typename: 'InvalidCredentialsError', errorCode: ErrorCode }
    | { __typename: 'NativeAuthStrategyError', errorCode: ErrorCode }
    | { __typename: 'PasswordValidationError', errorCode: ErrorCode, validationErrorMessage: string }
    | { __typename: 'Success' }
   };

export type MyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersQuery = { myOrders: Array<{ cancellable: boolean, returnUntil: string | null, code: string, state: string, placedAt: string | null, deliveryEarliest: string | null, deliveryLatest: string | null, delivery: string | null, currencyCode: CurrencyCode, pricesIncludeTax: boolean, subTotal: number, shippingWithTax: number, totalWithTax: number, invoice: { kind: string, title: string, taxNumber: string | null } | null, returns: Array<{ id: string, createdAt: string, state: string, reason: string, refundTotal: number | null, lines: Array<{ sku: string, name: string, quantity: number }> }>, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ sku: string, handle: string, name: string, quantity: number }> }> };

export type CancelMyOrderMutationVariables = Exact<{
  code: string;
}>;


export type CancelMyOrderMutation = { cancelMyOrder: { success: boolean } };

export type RequestReturnMutationVariables = Exact<{
  code: string;
  lines: Array<ReturnPieceInput> | ReturnPieceInput;
  reason: string;
  note: string;
}>;


export type RequestReturnMutation = { requestReturn: { id: string, state: string } };

export type MyAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddressesQuery = { activeCustomer: { addresses: Array<{ id: string, fullName: string | null, streetLine1: string, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, phoneNumber: string | null, country: { code: string }, customFields: { district: string | null } | null }> | null } | null };

export type ForgetAddressMutationVariables = Exact<{
  id: string;
}>;


export type ForgetAddressMutation = { deleteCustomerAddress: { success: boolean } };

export type MySavedQueryVariables = Exact<{ [key: string]: never; }>;


export type MySavedQuery = { activeCustomer: { id: string, customFields: { savedItems: Array<string> | null } | null } | null };

export type KeepSavedMutationVariables = Exact<{
  items?: Array<string> | string | null | undefined;
}>;


export type KeepSavedMutation = { updateCustomer: { customFields: { savedItems: Array<string> | null } | null } };

export type MyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataQuery = { myData: string };

export type DeleteMyAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: { success: boolean } };

export type NotifyWhenBackMutationVariables = Exact<{
  sku: string;
  email?: string | null | undefined;
}>;


export type NotifyWhenBackMutation = { notifyWhenBack: { success: boolean } };

export type CollectionCardFragment = { slug: string, name: string, description: string, customFields: { drawing: string | null, colour: string | null } | null };

export type ProductCardFragment = { slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> };

export type ProductDetailFragment = { description: string, soldIn: Array<string>, slug: string, name: string, enabled: boolean, customFields: { materials: string | null, care: string | null, widthCm: number | null, depthCm: number | null, heightCm: number | null, seatHeightCm: number | null, summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, relatedProducts: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }>, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> };

export type CollectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CollectionsQuery = { collections: { items: Array<{ slug: string, name: string, description: string, customFields: { drawing: string | null, colour: string | null } | null }> }, search: { collections: Array<{ count: number, collection: { slug: string } }> } };

export type CollectionPageQueryVariables = Exact<{
  slug: string;
}>;


export type CollectionPageQuery = { collection: { slug: string, name: string, description: string, products: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }>, customFields: { drawing: string | null, colour: string | null } | null } | null };

export type ProductQueryVariables = Exact<{
  slug: string;
}>;


export type ProductQuery = { product: { description: string, soldIn: Array<string>, slug: string, name: string, enabled: boolean, customFields: { materials: string | null, care: string | null, widthCm: number | null, depthCm: number | null, heightCm: number | null, seatHeightCm: number | null, summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, relatedProducts: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }>, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> } | null };

export type HighlightsQueryVariables = Exact<{
  sale: string;
  swatches: string;
}>;


export type HighlightsQuery = { products: { items: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }> }, collection: { products: Array<{ slug: string, name: string, enabled: boolean, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, customFields: { summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }> } | null };

export type AllProductsQueryVariables = Exact<{
  skip: number;
}>;


export type AllProductsQuery = { products: { totalItems: number, items: Array<{ description: string, slug: string, name: string, enabled: boolean, customFields: { materials: string | null, summary: string | null, drawing: string | null, featuredRank: number | null, addedAt: string | null } | null, collections: Array<{ slug: string }>, facetValues: Array<{ code: string, facet: { code: string } }>, optionGroups: Array<{ code: string, options: Array<{ code: string, name: string, customFields: { swatch: string | null } | null }> }>, variants: Array<{ sku: string, priceWithTax: number, currencyCode: CurrencyCode, compareAtPrice: number | null, stockLevel: string, options: Array<{ code: string, group: { code: string } }>, customFields: { leadTimeWeeks: number | null } | null }> }> } };

export type SwatchesQueryVariables = Exact<{
  slug: string;
}>;


export type SwatchesQuery = { product: { variants: Array<{ sku: string, name: string, options: Array<{ name: string, customFields: { swatch: string | null } | null }> }> } | null };

export type ShopTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopTermsQuery = { shopTerms: { currencyCode: CurrencyCode, returnDays: number, homeTrialNights: number, pricesIncludeTax: boolean, deliveryTiers: Array<{ code: string, name: string, description: string, price: number, swatchesOnly: boolean }>, paymentMethods: Array<{ code: string, name: string, description: string }> } };

export type PlacingOrderFragment = { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> };

type Refusal_AlreadyLoggedInError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CouponCodeExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CouponCodeInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CouponCodeLimitError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_CouponRemovedDuringCheckoutError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_EmailAddressConflictError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_GuestCheckoutError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_IdentifierChangeTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_IdentifierChangeTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_IneligiblePaymentMethodError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_IneligibleShippingMethodError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_InsufficientStockError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_InvalidCredentialsError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_MissingPasswordError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_NativeAuthStrategyError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_NegativeQuantityError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_NoActiveOrderError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_NotVerifiedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderInterceptorError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderLimitError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderModificationError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderPaymentStateError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_OrderStateTransitionError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PasswordAlreadySetError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PasswordResetTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PasswordResetTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PasswordValidationError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PaymentDeclinedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_PaymentFailedError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_VerificationTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type Refusal_VerificationTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

export type RefusalFragment =
  | Refusal_AlreadyLoggedInError_Fragment
  | Refusal_CouponCodeExpiredError_Fragment
  | Refusal_CouponCodeInvalidError_Fragment
  | Refusal_CouponCodeLimitError_Fragment
  | Refusal_CouponRemovedDuringCheckoutError_Fragment
  | Refusal_EmailAddressConflictError_Fragment
  | Refusal_GuestCheckoutError_Fragment
  | Refusal_IdentifierChangeTokenExpiredError_Fragment
  | Refusal_IdentifierChangeTokenInvalidError_Fragment
  | Refusal_IneligiblePaymentMethodError_Fragment
  | Refusal_IneligibleShippingMethodError_Fragment
  | Refusal_InsufficientStockError_Fragment
  | Refusal_InvalidCredentialsError_Fragment
  | Refusal_MissingPasswordError_Fragment
  | Refusal_NativeAuthStrategyError_Fragment
  | Refusal_NegativeQuantityError_Fragment
  | Refusal_NoActiveOrderError_Fragment
  | Refusal_NotVerifiedError_Fragment
  | Refusal_OrderInterceptorError_Fragment
  | Refusal_OrderLimitError_Fragment
  | Refusal_OrderModificationError_Fragment
  | Refusal_OrderPaymentStateError_Fragment
  | Refusal_OrderStateTransitionError_Fragment
  | Refusal_PasswordAlreadySetError_Fragment
  | Refusal_PasswordResetTokenExpiredError_Fragment
  | Refusal_PasswordResetTokenInvalidError_Fragment
  | Refusal_PasswordValidationError_Fragment
  | Refusal_PaymentDeclinedError_Fragment
  | Refusal_PaymentFailedError_Fragment
  | Refusal_VerificationTokenExpiredError_Fragment
  | Refusal_VerificationTokenInvalidError_Fragment
;

export type PlacingOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type PlacingOrderQuery = { activeOrder: { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> } | null, eligibleShippingMethods: Array<{ id: string, code: string }> };

export type DeliveryMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryMethodsQuery = { eligibleShippingMethods: Array<{ id: string, code: string, name: string, description: string, priceWithTax: number }> };

export type DeliveryEstimateQueryVariables = Exact<{
  postcode: string;
  country?: string | null | undefined;
  lines: Array<DeliveryLineInput> | DeliveryLineInput;
}>;


export type DeliveryEstimateQuery = { deliveryEstimate: { earliest: string | null, latest: string | null, problem: PostcodeProblem | null } };

export type SetOrderDetailsMutationVariables = Exact<{
  customer: CreateCustomerInput;
  address: CreateAddressInput;
  delivery: Array<string> | string;
  wishes: UpdateOrderInput;
}>;


export type SetOrderDetailsMutation = { setCustomerForOrder:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> }
  , setOrderShippingAddress:
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> }
  , setOrderShippingMethod:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> }
    | { errorCode: ErrorCode, message: string }
  , setOrderCustomFields:
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> }
  , transitionOrderToState:
    | { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> }
    | { errorCode: ErrorCode, message: string, transitionError: string }
   | null };

export type MoveOrderMutationVariables = Exact<{
  state: string;
}>;


export type MoveOrderMutation = { transitionOrderToState:
    | { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> }
    | { errorCode: ErrorCode, message: string, transitionError: string }
   | null };

export type PayByCallMutationVariables = Exact<{ [key: string]: never; }>;


export type PayByCallMutation = { addPaymentToOrder:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, orderPlacedAt: string | null, lines: Array<{ id: string, quantity: number, productVariant: { sku: string } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { paymentErrorMessage: string, errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type PlacedOrderQueryVariables = Exact<{
  code: string;
}>;


export type PlacedOrderQuery = { orderByCode: { code: string, state: string, orderPlacedAt: string | null, currencyCode: CurrencyCode, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingWithTax: number, totalWithTax: number, taxSummary: Array<{ taxRate: number, taxTotal: number }>, customFields: { deliveryEarliest: string | null, deliveryLatest: string | null, deliveryPreference: string | null, deliveryNotes: string | null, invoiceKind: string | null, invoiceTitle: string | null, invoiceTaxNumber: string | null } | null, customer: { emailAddress: string, phoneNumber: string | null } | null, shippingAddress: { fullName: string | null, streetLine1: string | null, streetLine2: string | null, city: string | null, province: string | null, postalCode: string | null, countryCode: string | null, country: string | null, customFields: { district: string | null } | null } | null, shippingLines: Array<{ shippingMethod: { code: string, name: string } }>, lines: Array<{ id: string, quantity: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, product: { slug: string } } }> } | null };

export type OrderStatusFieldsFragment = { code: string, state: string, placedAt: string | null, deliveryEarliest: string | null, deliveryLatest: string | null, delivery: string | null, currencyCode: CurrencyCode, pricesIncludeTax: boolean, subTotal: number, shippingWithTax: number, totalWithTax: number, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ sku: string, handle: string, name: string, quantity: number }> };

export type OrderStatusQueryVariables = Exact<{
  code: string;
  contact: string;
}>;


export type OrderStatusQuery = { orderStatus: { code: string, state: string, placedAt: string | null, deliveryEarliest: string | null, deliveryLatest: string | null, delivery: string | null, currencyCode: CurrencyCode, pricesIncludeTax: boolean, subTotal: number, shippingWithTax: number, totalWithTax: number, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ sku: string, handle: string, name: string, quantity: number }> } | null };

export type CartOrderFragment = { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> };

export type ActiveOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveOrderQuery = { activeOrder: { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> } | null };

export type VariantIdsQueryVariables = Exact<{
  slug: string;
}>;


export type VariantIdsQuery = { product: { variants: Array<{ id: string, sku: string }> } | null };

export type AddToOrderMutationVariables = Exact<{
  id: string;
  quantity: number;
}>;


export type AddToOrderMutation = { addItemToOrder:
    | { errorCode: ErrorCode, message: string, order: { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> } }
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string, interceptorError: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type AdjustOrderLineMutationVariables = Exact<{
  lineId: string;
  quantity: number;
}>;


export type AdjustOrderLineMutation = { adjustOrderLine:
    | { errorCode: ErrorCode, message: string, order: { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> } }
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type RemoveOrderLineMutationVariables = Exact<{
  lineId: string;
}>;


export type RemoveOrderLineMutation = { removeOrderLine:
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type EmptyOrderMutationVariables = Exact<{ [key: string]: never; }>;


export type EmptyOrderMutation = { removeAllOrderLines:
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type ReopenOrderMutationVariables = Exact<{ [key: string]: never; }>;


export type ReopenOrderMutation = { transitionOrderToState:
    | { code: string }
    | { errorCode: ErrorCode }
   | null };

export type TaxOrderAtMutationVariables = Exact<{
  address: CreateAddressInput;
}>;


export type TaxOrderAtMutation = { setOrderShippingAddress:
    | { errorCode: ErrorCode, message: string }
    | { code: string, state: string, currencyCode: CurrencyCode, totalQuantity: number, pricesIncludeTax: boolean, subTotal: number, subTotalWithTax: number, shippingAddress: { countryCode: string | null, province: string | null } | null, taxSummary: Array<{ taxRate: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, productVariant: { sku: string, name: string, options: Array<{ customFields: { swatch: string | null } | null }>, product: { slug: string } } }> }
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
    priceWithTax
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
  soldIn
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
    priceWithTax
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
export const PlacingOrderFragmentDoc = new TypedDocumentString(`
    fragment PlacingOrder on Order {
  code
  state
  orderPlacedAt
  lines {
    id
    quantity
    productVariant {
      sku
    }
  }
}
    `, {"fragmentName":"PlacingOrder"}) as unknown as TypedDocumentString<PlacingOrderFragment, unknown>;
export const RefusalFragmentDoc = new TypedDocumentString(`
    fragment Refusal on ErrorResult {
  errorCode
  message
}
    `, {"fragmentName":"Refusal"}) as unknown as TypedDocumentString<RefusalFragment, unknown>;
export const OrderStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderStatusFields on OrderStatus {
  code
  state
  placedAt
  deliveryEarliest
  deliveryLatest
  delivery
  currencyCode
  pricesIncludeTax
  subTotal
  taxSummary {
    taxRate
    taxTotal
  }
  shippingWithTax
  totalWithTax
  lines {
    sku
    handle
    name
    quantity
  }
}
    `, {"fragmentName":"OrderStatusFields"}) as unknown as TypedDocumentString<OrderStatusFieldsFragment, unknown>;
export const CartOrderFragmentDoc = new TypedDocumentString(`
    fragment CartOrder on Order {
  code
  state
  currencyCode
  totalQuantity
  pricesIncludeTax
  subTotal
  subTotalWithTax
  shippingAddress {
    countryCode
    province
  }
  taxSummary {
    taxRate
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    productVariant {
      sku
      name
      options {
        customFields {
          swatch
        }
      }
      product {
        slug
      }
    }
  }
}
    `, {"fragmentName":"CartOrder"}) as unknown as TypedDocumentString<CartOrderFragment, unknown>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterCustomerInput!) {
  registerCustomerAccount(input: $input) {
    __typename
    ... on ErrorResult {
      errorCode
    }
    ... on PasswordValidationError {
      validationErrorMessage
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const VerifyAccountDocument = new TypedDocumentString(`
    mutation VerifyAccount($token: String!, $password: String!) {
  verifyCustomerAccount(token: $token, password: $password) {
    __typename
    ... on ErrorResult {
      errorCode
    }
    ... on PasswordValidationError {
      validationErrorMessage
    }
  }
}
    `) as unknown as TypedDocumentString<VerifyAccountMutation, VerifyAccountMutationVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  login(username: $email, password: $password, rememberMe: true) {
    __typename
    ... on ErrorResult {
      errorCode
    }
    ... on InvalidCredentialsError {
      authenticationError
    }
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  logout {
    success
  }
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(emailAddress: $email) {
    __typename
    ... on ErrorResult {
      errorCode
    }
  }
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    __typename
    ... on ErrorResult {
      errorCode
    }
    ... on PasswordValidationError {
      validationErrorMessage
    }
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  activeCustomer {
    firstName
    lastName
    emailAddress
    phoneNumber
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const UpdateDetailsDocument = new TypedDocumentString(`
    mutation UpdateDetails($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) {
    firstName
  }
}
    `) as unknown as TypedDocumentString<UpdateDetailsMutation, UpdateDetailsMutationVariables>;
export const RequestEmailChangeDocument = new TypedDocumentString(`
    mutation RequestEmailChange($password: String!, $email: String!) {
  requestUpdateCustomerEmailAddress(password: $password, newEmailAddress: $email) {
    __typename
    ... on ErrorResult {
      errorCode
    }
  }
}
    `) as unknown as TypedDocumentString<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ConfirmEmailChangeDocument = new TypedDocumentString(`
    mutation ConfirmEmailChange($token: String!) {
  updateCustomerEmailAddress(token: $token) {
    __typename
    ... on ErrorResult {
      errorCode
    }
  }
}
    `) as unknown as TypedDocumentString<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($current: String!, $password: String!) {
  updateCustomerPassword(currentPassword: $current, newPassword: $password) {
    __typename
    ... on ErrorResult {
      errorCode
    }
    ... on PasswordValidationError {
      validationErrorMessage
    }
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MyOrdersDocument = new TypedDocumentString(`
    query MyOrders {
  myOrders {
    ...OrderStatusFields
    invoice {
      kind
      title
      taxNumber
    }
    cancellable
    returnUntil
    returns {
      id
      createdAt
      state
      reason
      lines {
        sku
        name
        quantity
      }
      refundTotal
    }
  }
}
    fragment OrderStatusFields on OrderStatus {
  code
  state
  placedAt
  deliveryEarliest
  deliveryLatest
  delivery
  currencyCode
  pricesIncludeTax
  subTotal
  taxSummary {
    taxRate
    taxTotal
  }
  shippingWithTax
  totalWithTax
  lines {
    sku
    handle
    name
    quantity
  }
}`) as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const CancelMyOrderDocument = new TypedDocumentString(`
    mutation CancelMyOrder($code: String!) {
  cancelMyOrder(code: $code) {
    success
  }
}
    `) as unknown as TypedDocumentString<CancelMyOrderMutation, CancelMyOrderMutationVariables>;
export const RequestReturnDocument = new TypedDocumentString(`
    mutation RequestReturn($code: String!, $lines: [ReturnPieceInput!]!, $reason: String!, $note: String!) {
  requestReturn(code: $code, lines: $lines, reason: $reason, note: $note) {
    id
    state
  }
}
    `) as unknown as TypedDocumentString<RequestReturnMutation, RequestReturnMutationVariables>;
export const MyAddressesDocument = new TypedDocumentString(`
    query MyAddresses {
  activeCustomer {
    addresses {
      id
      fullName
      streetLine1
      streetLine2
      city
      province
      postalCode
      phoneNumber
      country {
        code
      }
      customFields {
        district
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyAddressesQuery, MyAddressesQueryVariables>;
export const ForgetAddressDocument = new TypedDocumentString(`
    mutation ForgetAddress($id: ID!) {
  deleteCustomerAddress(id: $id) {
    success
  }
}
    `) as unknown as TypedDocumentString<ForgetAddressMutation, ForgetAddressMutationVariables>;
export const MySavedDocument = new TypedDocumentString(`
    query MySaved {
  activeCustomer {
    id
    customFields {
      savedItems
    }
  }
}
    `) as unknown as TypedDocumentString<MySavedQuery, MySavedQueryVariables>;
export const KeepSavedDocument = new TypedDocumentString(`
    mutation KeepSaved($items: [String!]) {
  updateCustomer(input: {customFields: {savedItems: $items}}) {
    customFields {
      savedItems
    }
  }
}
    `) as unknown as TypedDocumentString<KeepSavedMutation, KeepSavedMutationVariables>;
export const MyDataDocument = new TypedDocumentString(`
    query MyData {
  myData
}
    `) as unknown as TypedDocumentString<MyDataQuery, MyDataQueryVariables>;
export const DeleteMyAccountDocument = new TypedDocumentString(`
    mutation DeleteMyAccount($password: String!) {
  deleteMyAccount(password: $password) {
    success
  }
}
    `) as unknown as TypedDocumentString<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const NotifyWhenBackDocument = new TypedDocumentString(`
    mutation NotifyWhenBack($sku: String!, $email: String) {
  notifyWhenBack(sku: $sku, email: $email) {
    success
  }
}
    `) as unknown as TypedDocumentString<NotifyWhenBackMutation, NotifyWhenBackMutationVariables>;
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
    priceWithTax
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
    priceWithTax
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
  soldIn
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
    priceWithTax
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
    priceWithTax
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
export const ShopTermsDocument = new TypedDocumentString(`
    query ShopTerms {
  shopTerms {
    currencyCode
    deliveryTiers {
      code
      name
      description
      price
      swatchesOnly
    }
    paymentMethods {
      code
      name
      description
    }
    returnDays
    homeTrialNights
    pricesIncludeTax
  }
}
    `) as unknown as TypedDocumentString<ShopTermsQuery, ShopTermsQueryVariables>;
export const PlacingOrderDocument = new TypedDocumentString(`
    query PlacingOrder {
  activeOrder {
    ...PlacingOrder
  }
  eligibleShippingMethods {
    id
    code
  }
}
    fragment PlacingOrder on Order {
  code
  state
  orderPlacedAt
  lines {
    id
    quantity
    productVariant {
      sku
    }
  }
}`) as unknown as TypedDocumentString<PlacingOrderQuery, PlacingOrderQueryVariables>;
export const DeliveryMethodsDocument = new TypedDocumentString(`
    query DeliveryMethods {
  eligibleShippingMethods {
    id
    code
    name
    description
    priceWithTax
  }
}
    `) as unknown as TypedDocumentString<DeliveryMethodsQuery, DeliveryMethodsQueryVariables>;
export const DeliveryEstimateDocument = new TypedDocumentString(`
    query DeliveryEstimate($postcode: String!, $country: String, $lines: [DeliveryLineInput!]!) {
  deliveryEstimate(postcode: $postcode, country: $country, lines: $lines) {
    earliest
    latest
    problem
  }
}
    `) as unknown as TypedDocumentString<DeliveryEstimateQuery, DeliveryEstimateQueryVariables>;
export const SetOrderDetailsDocument = new TypedDocumentString(`
    mutation SetOrderDetails($customer: CreateCustomerInput!, $address: CreateAddressInput!, $delivery: [ID!]!, $wishes: UpdateOrderInput!) {
  setCustomerForOrder(input: $customer) {
    ...PlacingOrder
    ...Refusal
  }
  setOrderShippingAddress(input: $address) {
    ...PlacingOrder
    ...Refusal
  }
  setOrderShippingMethod(shippingMethodId: $delivery) {
    ...PlacingOrder
    ...Refusal
  }
  setOrderCustomFields(input: $wishes) {
    ...PlacingOrder
    ...Refusal
  }
  transitionOrderToState(state: "ArrangingPayment") {
    ...PlacingOrder
    ... on OrderStateTransitionError {
      errorCode
      message
      transitionError
    }
  }
}
    fragment PlacingOrder on Order {
  code
  state
  orderPlacedAt
  lines {
    id
    quantity
    productVariant {
      sku
    }
  }
}
fragment Refusal on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<SetOrderDetailsMutation, SetOrderDetailsMutationVariables>;
export const MoveOrderDocument = new TypedDocumentString(`
    mutation MoveOrder($state: String!) {
  transitionOrderToState(state: $state) {
    ...PlacingOrder
    ... on OrderStateTransitionError {
      errorCode
      message
      transitionError
    }
  }
}
    fragment PlacingOrder on Order {
  code
  state
  orderPlacedAt
  lines {
    id
    quantity
    productVariant {
      sku
    }
  }
}`) as unknown as TypedDocumentString<MoveOrderMutation, MoveOrderMutationVariables>;
export const PayByCallDocument = new TypedDocumentString(`
    mutation PayByCall {
  addPaymentToOrder(input: {method: "call-to-confirm", metadata: {}}) {
    ...PlacingOrder
    ...Refusal
    ... on PaymentDeclinedError {
      paymentErrorMessage
    }
  }
}
    fragment PlacingOrder on Order {
  code
  state
  orderPlacedAt
  lines {
    id
    quantity
    productVariant {
      sku
    }
  }
}
fragment Refusal on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<PayByCallMutation, PayByCallMutationVariables>;
export const PlacedOrderDocument = new TypedDocumentString(`
    query PlacedOrder($code: String!) {
  orderByCode(code: $code) {
    code
    state
    orderPlacedAt
    currencyCode
    pricesIncludeTax
    subTotal
    subTotalWithTax
    taxSummary {
      taxRate
      taxTotal
    }
    shippingWithTax
    totalWithTax
    customFields {
      deliveryEarliest
      deliveryLatest
      deliveryPreference
      deliveryNotes
      invoiceKind
      invoiceTitle
      invoiceTaxNumber
    }
    customer {
      emailAddress
      phoneNumber
    }
    shippingAddress {
      fullName
      streetLine1
      streetLine2
      city
      province
      postalCode
      countryCode
      country
      customFields {
        district
      }
    }
    shippingLines {
      shippingMethod {
        code
        name
      }
    }
    lines {
      id
      quantity
      linePrice
      linePriceWithTax
      productVariant {
        sku
        name
        product {
          slug
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlacedOrderQuery, PlacedOrderQueryVariables>;
export const OrderStatusDocument = new TypedDocumentString(`
    query OrderStatus($code: String!, $contact: String!) {
  orderStatus(code: $code, contact: $contact) {
    ...OrderStatusFields
  }
}
    fragment OrderStatusFields on OrderStatus {
  code
  state
  placedAt
  deliveryEarliest
  deliveryLatest
  delivery
  currencyCode
  pricesIncludeTax
  subTotal
  taxSummary {
    taxRate
    taxTotal
  }
  shippingWithTax
  totalWithTax
  lines {
    sku
    handle
    name
    quantity
  }
}`) as unknown as TypedDocumentString<OrderStatusQuery, OrderStatusQueryVariables>;
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
  pricesIncludeTax
  subTotal
  subTotalWithTax
  shippingAddress {
    countryCode
    province
  }
  taxSummary {
    taxRate
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    productVariant {
      sku
      name
      options {
        customFields {
          swatch
        }
      }
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
    ... on OrderInterceptorError {
      interceptorError
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
  pricesIncludeTax
  subTotal
  subTotalWithTax
  shippingAddress {
    countryCode
    province
  }
  taxSummary {
    taxRate
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    productVariant {
      sku
      name
      options {
        customFields {
          swatch
        }
      }
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
  pricesIncludeTax
  subTotal
  subTotalWithTax
  shippingAddress {
    countryCode
    province
  }
  taxSummary {
    taxRate
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    productVariant {
      sku
      name
      options {
        customFields {
          swatch
        }
      }
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
  pricesIncludeTax
  subTotal
  subTotalWithTax
  shippingAddress {
    countryCode
    province
  }
  taxSummary {
    taxRate
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    productVariant {
      sku
      name
      options {
        customFields {
          swatch
        }
      }
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
  pricesIncludeTax
  subTotal
  subTotalWithTax
  shippingAddress {
    countryCode
    province
  }
  taxSummary {
    taxRate
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    productVariant {
      sku
      name
      options {
        customFields {
          swatch
        }
      }
      product {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<EmptyOrderMutation, EmptyOrderMutationVariables>;
export const ReopenOrderDocument = new TypedDocumentString(`
    mutation ReopenOrder {
  transitionOrderToState(state: "AddingItems") {
    ... on Order {
      code
    }
    ... on OrderStateTransitionError {
      errorCode
    }
  }
}
    `) as unknown as TypedDocumentString<ReopenOrderMutation, ReopenOrderMutationVariables>;
export const TaxOrderAtDocument = new TypedDocumentString(`
    mutation TaxOrderAt($address: CreateAddressInput!) {
  setOrderShippingAddress(input: $address) {
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
  pricesIncludeTax
  subTotal
  subTotalWithTax
  shippingAddress {
    countryCode
    province
  }
  taxSummary {
    taxRate
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    productVariant {
      sku
      name
      options {
        customFields {
          swatch
        }
      }
      product {
        slug
      }
    }
  }
}`) as unknown as TypedDocumentString<TaxOrderAtMutation, TaxOrderAtMutationVariables>;