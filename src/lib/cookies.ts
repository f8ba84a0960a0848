/** A cookie's value from a `Cookie` header or `document.cookie`; untrusted, so the caller checks it. */
export function cookieValue(cookieHeader: string, cookie: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === cookie) return rest.join('=')
  }
  return undefined
}
