/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CartOrder on Order {\n  code\n  state\n  currencyCode\n  totalQuantity\n  subTotalWithTax\n  lines {\n    id\n    quantity\n    unitPriceWithTax\n    linePriceWithTax\n    productVariant {\n      sku\n      product {\n        slug\n      }\n    }\n  }\n}\n\nquery ActiveOrder {\n  activeOrder {\n    ...CartOrder\n  }\n}\n\nquery VariantIds($slug: String!) {\n  product(slug: $slug) {\n    variants {\n      id\n      sku\n    }\n  }\n}\n\nmutation AddToOrder($id: ID!, $quantity: Int!) {\n  addItemToOrder(productVariantId: $id, quantity: $quantity) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on InsufficientStockError {\n      order {\n        ...CartOrder\n      }\n    }\n  }\n}\n\nmutation AdjustOrderLine($lineId: ID!, $quantity: Int!) {\n  adjustOrderLine(orderLineId: $lineId, quantity: $quantity) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on InsufficientStockError {\n      order {\n        ...CartOrder\n      }\n    }\n  }\n}\n\nmutation RemoveOrderLine($lineId: ID!) {\n  removeOrderLine(orderLineId: $lineId) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}\n\nmutation EmptyOrder {\n  removeAllOrderLines {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}\n\nmutation SetOrderCurrency($currency: CurrencyCode!) {\n  setCurrencyCodeForOrder(currencyCode: $currency) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": typeof types.CartOrderFragmentDoc,
};
const documents: Documents = {
    "fragment CartOrder on Order {\n  code\n  state\n  currencyCode\n  totalQuantity\n  subTotalWithTax\n  lines {\n    id\n    quantity\n    unitPriceWithTax\n    linePriceWithTax\n    productVariant {\n      sku\n      product {\n        slug\n      }\n    }\n  }\n}\n\nquery ActiveOrder {\n  activeOrder {\n    ...CartOrder\n  }\n}\n\nquery VariantIds($slug: String!) {\n  product(slug: $slug) {\n    variants {\n      id\n      sku\n    }\n  }\n}\n\nmutation AddToOrder($id: ID!, $quantity: Int!) {\n  addItemToOrder(productVariantId: $id, quantity: $quantity) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on InsufficientStockError {\n      order {\n        ...CartOrder\n      }\n    }\n  }\n}\n\nmutation AdjustOrderLine($lineId: ID!, $quantity: Int!) {\n  adjustOrderLine(orderLineId: $lineId, quantity: $quantity) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on InsufficientStockError {\n      order {\n        ...CartOrder\n      }\n    }\n  }\n}\n\nmutation RemoveOrderLine($lineId: ID!) {\n  removeOrderLine(orderLineId: $lineId) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}\n\nmutation EmptyOrder {\n  removeAllOrderLines {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}\n\nmutation SetOrderCurrency($currency: CurrencyCode!) {\n  setCurrencyCodeForOrder(currencyCode: $currency) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}": types.CartOrderFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartOrder on Order {\n  code\n  state\n  currencyCode\n  totalQuantity\n  subTotalWithTax\n  lines {\n    id\n    quantity\n    unitPriceWithTax\n    linePriceWithTax\n    productVariant {\n      sku\n      product {\n        slug\n      }\n    }\n  }\n}\n\nquery ActiveOrder {\n  activeOrder {\n    ...CartOrder\n  }\n}\n\nquery VariantIds($slug: String!) {\n  product(slug: $slug) {\n    variants {\n      id\n      sku\n    }\n  }\n}\n\nmutation AddToOrder($id: ID!, $quantity: Int!) {\n  addItemToOrder(productVariantId: $id, quantity: $quantity) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on InsufficientStockError {\n      order {\n        ...CartOrder\n      }\n    }\n  }\n}\n\nmutation AdjustOrderLine($lineId: ID!, $quantity: Int!) {\n  adjustOrderLine(orderLineId: $lineId, quantity: $quantity) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n    ... on InsufficientStockError {\n      order {\n        ...CartOrder\n      }\n    }\n  }\n}\n\nmutation RemoveOrderLine($lineId: ID!) {\n  removeOrderLine(orderLineId: $lineId) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}\n\nmutation EmptyOrder {\n  removeAllOrderLines {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}\n\nmutation SetOrderCurrency($currency: CurrencyCode!) {\n  setCurrencyCodeForOrder(currencyCode: $currency) {\n    ...CartOrder\n    ... on ErrorResult {\n      errorCode\n      message\n    }\n  }\n}"): typeof import('./graphql').CartOrderFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
