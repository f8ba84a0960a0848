/** Days from the order until a piece in stock leaves the warehouse: the estimator's dates and the product page's words both read this. */
export const DISPATCH_DAYS = { inStock: [2, 3], swatch: [1, 1] } as const satisfies Record<string, readonly [number, number]>
