import { createPersistedStore } from './persistedStore'

export type Units = 'cm' | 'in'

const units = createPersistedStore<Units>({
  key: 'shop-units',
  what: 'The choice of units',
  initial: 'cm',
  decode: (raw) => (raw === 'cm' || raw === 'in' ? raw : undefined),
  encode: (unit) => unit,
})

export const setUnits = units.write
export const useUnits = units.use

const lengthFormats = new Map<string, Intl.NumberFormat>()

export function formatLength(cm: number, unit: Units, locale: string): string {
  const value = unit === 'cm' ? cm : Math.round((cm / 2.54) * 10) / 10
  let format = lengthFormats.get(locale)
  if (!format) lengthFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })))
  return format.format(value)
}
