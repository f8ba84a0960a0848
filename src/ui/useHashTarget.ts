import { useEffect, useState } from 'react'
import { useLocation } from '@tanstack/react-router'

/** The element id a URL's hash names, and which navigation named it. */
export type HashTarget = { id: string; navigation: string }

/**
 * The id the URL's hash names, after every navigation that lands on this page (the same hash
 * followed again counts: a shopper may close a question and click its link once more).
 * Undefined during the first render, which must match the prerendered HTML: there is no hash
 * on the server.
 */
export function useHashTarget(): HashTarget | undefined {
  const hash = useLocation({ select: (location) => location.hash })
  const navigation = useLocation({ select: (location) => location.state.__TSR_key ?? location.state.key ?? '' })
  const [target, setTarget] = useState<HashTarget>()
  useEffect(() => {
    setTarget(hash ? { id: safeDecode(hash), navigation } : undefined)
  }, [hash, navigation])
  return target
}

function safeDecode(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}
