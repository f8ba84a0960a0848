import { createPersistedStore } from '../persistedStore'
import * as v from 'valibot'

/** Storage is untrusted: anything unreadable is an empty list, invalid or repeated entries are dropped. */
export type StoredList = {
  useItems: () => ReadonlyArray<string>
  read: () => ReadonlyArray<string>
  write: (items: ReadonlyArray<string>) => void
  subscribe: (listener: () => void) => () => void
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
  const store = createPersistedStore<ReadonlyArray<string>>({
    key,
    what: 'A list',
    initial: EMPTY,
    decode: (raw) => decodeStoredList(raw, { version, item, max }),
    encode: (items) => JSON.stringify({ version, items }),
  })
  return {
    useItems: store.use,
    read: store.read,
    write: (next) => store.write([...new Set(next)].slice(0, max)),
    subscribe: store.subscribe,
  }
}
