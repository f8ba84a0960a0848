import { useSyncExternalStore } from 'react'

export type PersistedStore<T> = {
  use: () => T
  read: () => T
  write: (value: T) => void
  subscribe: (listener: () => void) => () => void
}

type Options<T> = {
  key: string
  what: string
  initial: T
  decode: (raw: string) => T | undefined
  encode: (value: T) => string
}

/** A value kept in localStorage, shared by every tab; what storage holds is untrusted (docs/architecture.md). */
export function createPersistedStore<T>({ key, what, initial, decode, encode }: Options<T>): PersistedStore<T> {
  let value: { current: T } | undefined
  // A value storage refused is the only copy: it outlives the readers that come and go.
  let unsaved = false
  let warnedUnsaved = false
  const listeners = new Set<() => void>()

  const read = (): T => {
    if (value) return value.current
    let raw: string | null = null
    try {
      raw = localStorage.getItem(key)
    } catch {}
    const decoded = raw === null ? initial : decode(raw)
    if (decoded === undefined) {
      console.warn(`${what} could not be read and was reset.`)
      try {
        localStorage.removeItem(key)
      } catch {}
    }
    value = { current: decoded ?? initial }
    return value.current
  }

  const notify = () => listeners.forEach((listener) => listener())
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return
    value = undefined
    unsaved = false
    notify()
  }

  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) {
      window.addEventListener('storage', onStorage)
      if (!unsaved) value = undefined
    }
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size > 0) return
      window.removeEventListener('storage', onStorage)
      if (!unsaved) value = undefined
    }
  }

  const write = (next: T) => {
    value = { current: next }
    try {
      localStorage.setItem(key, encode(next))
      unsaved = false
    } catch {
      unsaved = true
      if (!warnedUnsaved) console.warn(`${what} could not be saved on this device; it is kept for this visit.`)
      warnedUnsaved = true
    }
    notify()
  }

  return { use: () => useSyncExternalStore(subscribe, read, () => initial), read, write, subscribe }
}
