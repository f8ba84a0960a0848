import * as v from 'valibot'
import { HttpError, request } from '../http.ts'
import type { Locale } from '../locale/locales.ts'
import type { TypedDocumentString } from './graphql/graphql.ts'
import { SHOP_CURRENCY } from './shopCurrency.ts'

const AnswerSchema = v.object({
  data: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  errors: v.optional(v.array(v.object({ message: v.string() }))),
})

/**
 * One query to Vendure's Shop API, in a language and its currency. A GraphQL error is final (the
 * query was wrong, not the network); a network failure or a passing status is retried by the
 * query client as for any read.
 */
export async function shopQuery<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  locale: Locale,
  options: { baseUrl?: string } = {},
): Promise<TResult> {
  const params = new URLSearchParams({ languageCode: locale, currencyCode: SHOP_CURRENCY[locale] })
  const answer = await request(`/shop-api?${params}`, {
    method: 'POST',
    body: { query: document.toString(), variables },
    schema: AnswerSchema,
    ...options,
  })
  if (answer.errors?.length || !answer.data) {
    throw new HttpError('invalid', `Shop API: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no data'}`)
  }
  return answer.data as TResult
}
