export type AdminRequest = <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => Promise<T>
/** `asking` sends the same session's requests with these parameters: a channel's `vendure-token`, a `currencyCode`. */
export type AdminClient = AdminRequest & { asking: (params: Record<string, string>) => AdminRequest }

export async function signInToAdminApi(url: string, username: string, password: string): Promise<AdminClient> {
  let cookies = ''
  const requestAt =
    (address: string) =>
    async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const answer = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookies ? { cookie: cookies } : {}) },
        body: JSON.stringify({ query, variables }),
      })
      const setCookies = answer.headers.getSetCookie()
      if (setCookies.length > 0) cookies = setCookies.map((cookie) => cookie.split(';', 1)[0]).join('; ')
      const body = (await answer.json()) as { data?: T; errors?: Array<{ message: string; path?: unknown }> }
      if (body.errors?.length) throw new Error(`Admin API: ${body.errors.map((error) => error.message).join('; ')}\n${query.slice(0, 200)}`)
      // A mutation's own error result (a union member with `errorCode`) is an error too.
      for (const value of Object.values(body.data ?? {})) {
        if (value && typeof value === 'object' && 'errorCode' in value)
          throw new Error(`Admin API: ${String((value as { message?: string }).message)}`)
      }
      return body.data as T
    }
  const request = requestAt(url)
  await request(
    `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { ... on CurrentUser { id } ... on ErrorResult { errorCode message } } }`,
    {
      username,
      password,
    },
  )
  const asking = (params: Record<string, string>) => requestAt(`${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`)
  return Object.assign(request, { asking })
}
