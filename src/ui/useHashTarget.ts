import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'

/** A new object for each time the hash is followed, so that following the same one again counts. */
export type HashTarget = { id: string }

// Undefined on the first render, which must match the prerendered HTML. Every load the router
// resolves follows the hash: a link to the same address again (the router then loads, with no new
// history entry), as a reload of the page's data.
export function useHashTarget(): HashTarget | undefined {
  const router = useRouter()
  const [target, setTarget] = useState<HashTarget>()
  useEffect(() => {
    const follow = (hash: string) => setTarget(hash ? { id: safeDecode(hash) } : undefined)
    follow(router.state.location.hash)
    return router.subscribe('onResolved', ({ toLocation }) => follow(toLocation.hash))
  }, [router])
  return target
}

function safeDecode(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}
