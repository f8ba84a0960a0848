import * as v from 'valibot'
import { HttpError, request } from '../http.ts'
import { CHANNEL_TOKEN_KEY, currencyOfMarket, type Shopfront } from '../markets/markets.ts'

const AnswerSchema = v.object({
  data: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  errors: v.optional(v.array(v.object({ message: v.string(), extensions: v.optional(v.object({ code: v.optional(v.string()) })) }))),
})

/** Vendure's message is in the asking language; its code is not. */
export const refusedWith = (error: unknown, code: string): boolean =>
  error instanceof HttpError &&
  Array.isArray(error.body) &&
  error.body.some((each: { extensions?: { code?: string } }) => each.extensions?.code === code)

export type ShopDocument<TResult, TVariables> = { toString(): string; __apiType?: (variables: TVariables) => TResult }

/** A GraphQL error is final: the document was wrong, not the network. */
export async function shopQuery<TResult, TVariables>(
  document: ShopDocument<TResult, TVariables>,
  variables: TVariables,
  { locale, market }: Shopfront,
  options: { baseUrl?: string; timeoutMs?: number } = {},
): Promise<TResult> {
  // The market's channel and currency ride in the address, where the catalogue answer cache keys by them.
  const params = new URLSearchParams({ languageCode: locale, currencyCode: currencyOfMarket(market), [CHANNEL_TOKEN_KEY]: market })
  const answer = await request(`/shop-api?${params}`, {
    method: 'POST',
    body: { query: document.toString(), variables },
    schema: AnswerSchema,
    credentials: 'include',
    ...options,
  })
  if (answer.errors?.length || !answer.data) {
    throw new HttpError(
      'invalid',
      `Shop API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no data'}`,
      undefined,
      answer.errors,
    )
  }
  return answer.data as TResult
}
