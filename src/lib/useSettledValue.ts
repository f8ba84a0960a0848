import { useEffect, useState } from 'react'

/** A value once it has stopped changing for `delayMs`: what the shopper typed, not every keystroke of it. */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
