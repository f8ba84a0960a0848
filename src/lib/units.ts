import { useSyncExternalStore } from 'react'

export type Units = 'cm' | 'in'
const STORAGE_KEY = 'shop-units'
const listeners = new Set<() => void>()

function read(): Units {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'in' ? 'in' : 'cm'
  } catch {
    return 'cm'
  }
}

let units: Units | undefined

export function setUnits(next: Units): void {
  units = next
  try {
    localStorage.setItem(STORAGE_KEY, next)
  } catch {
    // Not remembered on this device; still applies for this visit.
  }
  listeners.forEach((notify) => notify())
}

export function useUnits(): Units {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify)
      return () => listeners.delete(notify)
    },
    () => (units ??= read()),
    () => 'cm',
  )
}

// One formatter per locale: building one costs far more than using it.
const lengthFormats = new Map<string, Intl.NumberFormat>()

export function formatLength(cm: number, unit: Units, locale: string): string {
  const value = unit === 'cm' ? cm : Math.round((cm / 2.54) * 10) / 10
  let format = lengthFormats.get(locale)
  if (!format) lengthFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })))
  return format.format(value)
}
