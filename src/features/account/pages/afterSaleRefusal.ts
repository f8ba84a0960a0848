import { HttpError } from '#domain/http'

/** The after-sale and own-data refusals the server words as codes (server/src/plugins/after-sale); anything else is a failed request. */
const AFTER_SALE_REFUSALS = [
  'ORDER_NOT_CANCELLABLE',
  'RETURN_CLOSED',
  'RETURN_PIECES',
  'RETURN_INVALID',
  'WRONG_PASSWORD',
  'TOO_MANY_ATTEMPTS',
  'ORDERS_OPEN',
] as const
type AfterSaleRefusal = (typeof AFTER_SALE_REFUSALS)[number]

export function afterSaleRefusal(error: unknown): AfterSaleRefusal | undefined {
  if (!(error instanceof HttpError) || !Array.isArray(error.body)) return undefined
  const message = (error.body as Array<{ message?: string }>)[0]?.message ?? ''
  return (AFTER_SALE_REFUSALS as ReadonlyArray<string>).includes(message) ? (message as AfterSaleRefusal) : undefined
}
