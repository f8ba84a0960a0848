type Row = Record<string, unknown>

const keyOf = (item: unknown) => {
  const row = (item ?? {}) as Row
  return row.languageCode ?? row.currencyCode ?? row.code ?? row.name
}
const idOf = (item: unknown) => (typeof item === 'object' && item !== null ? (item as Row).id : item)

/** Whether Vendure already holds what an update would write (docs/server.md). `existing` is read under the input's names
 (`facetValueIds: facetValues { id }`); id lists compare as sets, rows by key and count (an update replaces a filter list). */
export function holds(existing: unknown, input: unknown): boolean {
  if (Array.isArray(input)) {
    if (!Array.isArray(existing)) return false
    if (input.every((item) => typeof item === 'string')) {
      const ids = new Set(existing.map(idOf))
      return ids.size === new Set(input).size && input.every((id) => ids.has(id))
    }
    const held = (item: unknown) =>
      holds(
        existing.find((candidate) => keyOf(candidate) === keyOf(item)),
        item,
      )
    return existing.length === input.length && input.every(held)
  }
  if (input !== null && typeof input === 'object') {
    if (existing === null || typeof existing !== 'object') return false
    return Object.entries(input).every(([name, value]) => name === 'id' || (name in existing && holds((existing as Row)[name], value)))
  }
  return (existing ?? null) === (input ?? null)
}
