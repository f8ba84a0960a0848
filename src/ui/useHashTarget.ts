import { useEffect, useState } from 'react'
import { useLocation } from '@tanstack/react-router'

export type HashTarget = { id: string; navigation: string }

// Undefined on the first render, which must match the prerendered HTML; the same hash followed again counts.
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
