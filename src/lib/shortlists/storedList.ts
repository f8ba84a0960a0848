import { useSyncExternalStore } from 'react'
import * as v from 'valibot'

/**
 * A list of strings kept in localStorage under a versioned, validated record and shared by every
 * tab: what a shopper saved, viewed or compares. Storage is untrusted: anything unreadable is an
 * empty list (with a warning), invalid or repeated entries are dropped.
 */
export type StoredList = {
  useItems: () => ReadonlyArray<string>
  read: () => ReadonlyArray<string>
  write: (items: ReadonlyArray<string>) => void
}

const EMPTY: ReadonlyArray<string> = []

export function decodeStoredList(
  raw: string | null,
  { version, item, max }: { version: number; item: v.GenericSchema<string>; max: number },
) {
  if (raw === null) return EMPTY
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    console.warn('A saved list could not be read and was reset.')
    return EMPTY
  }
  const stored = v.safeParse(v.object({ version: v.literal(version), items: v.array(v.unknown()) }), parsed)
  if (!stored.success) {
    console.warn('A saved list was not one of this shop (or of a newer version) and was reset.')
    return EMPTY
  }
  const items = stored.output.items.flatMap((entry) => {
    const valid = v.safeParse(item, entry)
    return valid.success ? [valid.output] : []
  })
  if (items.length !== stored.output.items.length) console.warn('Some entries of a saved list were invalid and were dropped.')
  return [...new Set(items)].slice(0, max)
}

export function createStoredList({
  key,
  version,
  item,
  max,
}: {
  key: string
  version: number
  item: v.GenericSchema<string>
  max: number
}): StoredList {
  let items: ReadonlyArray<string> | undefined
  let warnedUnsaved = false
  const listeners = new Set<() => void>()
  const read = () => {
    if (items === undefined) {
      try {
        items = decodeStoredList(localStorage.getItem(key), { version, item, max })
      } catch {
        items = EMPTY
      }
    }
    return items
  }
  const notify = () => listeners.forEach((listener) => listener())
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    items = undefined
    notify()
  }
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) {
      window.addEventListener('storage', onStorage)
      // What was read before anyone watched may have changed in another tab since.
      items = undefined
    }
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size > 0) return
      window.removeEventListener('storage', onStorage)
      // Unwatched, another tab may change it: read it afresh next time.
      items = undefined
    }
  }
  const write = (next: ReadonlyArray<string>) => {
    items = [...new Set(next)].slice(0, max)
    try {
      localStorage.setItem(key, JSON.stringify({ version, items }))
    } catch {
      if (!warnedUnsaved) console.warn('A list could not be saved on this device; it is kept for this visit.')
      warnedUnsaved = true
    }
    notify()
  }
  // The first render (as on the server) sees an empty list, so hydration matches.
  const useItems = () => useSyncExternalStore(subscribe, read, () => EMPTY)
  return { useItems, read, write }
}
