import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'

export type HashTarget = { id: string; navigation: number }

// Undefined on the first render, which must match the prerendered HTML; the same hash followed again counts.
export function useHashTarget(): HashTarget | undefined {
  const router = useRouter()
  const [target, setTarget] = useState<HashTarget>()
  useEffect(() => {
    let navigation = 0
    const follow = (hash: string) => setTarget(hash ? { id: safeDecode(hash), navigation: ++navigation } : undefined)
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
