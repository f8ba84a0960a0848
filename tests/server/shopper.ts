/**
 * A shopper's browser session against the Shop API, as a test drives it: the session cookie
 * Vendure sets is kept and sent back, the language and its currency ride on every request.
 */
export type Shopper = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => Promise<T>

/** The cookies a browser keeps for one origin: what answers set, sent back on every request. */
export function cookieJar() {
  const jar = new Map<string, string>()
  return {
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    keep: (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        jar.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
    },
  }
}

type CookieJar = ReturnType<typeof cookieJar>
/** `jar`: another shopper's cookies, to ask as the same browser in another market. */
type ShopperOptions = { origin?: string; market?: 'us' | 'cn' | null; currency?: 'USD' | 'CNY'; jar?: CookieJar }

export function shopperAt(
  url: string,
  locale: 'en' | 'zh',
  {
    origin,
    market = locale === 'en' ? 'us' : 'cn',
    currency = market === 'us' || (!market && locale === 'en') ? 'USD' : 'CNY',
    jar = cookieJar(),
  }: ShopperOptions = {},
): Shopper & { cookies: () => string; jar: CookieJar } {
  const cookies = jar.header
  // A market's channel, as the storefront asks; `null`, the default channel a shop sold from before its markets.
  const channel = market ? `&vendure-token=${market}` : ''
  const send = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${url}/shop-api?languageCode=${locale}&currencyCode=${currency}${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies(), ...(origin ? { origin } : {}) },
      body: JSON.stringify({ query, variables }),
    })
    jar.keep(response)
    const answer = (await response.json()) as { data?: T; errors?: Array<{ message: string }> }
    if (answer.errors?.length) throw new Error(answer.errors.map((error) => error.message).join('; '))
    return answer.data as T
  }
  return Object.assign(send, { cookies, jar })
}
