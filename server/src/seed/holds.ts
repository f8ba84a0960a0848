type Row = Record<string, unknown>

const keyOf = (item: unknown) => {
  const row = (item ?? {}) as Row
  return row.languageCode ?? row.currencyCode ?? row.code ?? row.name
}
const idOf = (item: unknown) => (typeof item === 'object' && item !== null ? (item as Row).id : item)

/**
 * Whether Vendure already holds what an update input would write (why: docs/server.md). `existing` is read
 * under the input's names (`facetValueIds: facetValues { id }`); id lists compare as sets, rows by their key.
 */
export function holds(existing: unknown, input: unknown): boolean {
  if (Array.isArray(input)) {
    if (!Array.isArray(existing)) return false
    if (input.every((item) => typeof item === 'string')) {
      const ids = new Set(existing.map(idOf))
      return ids.size === new Set(input).size && input.every((id) => ids.has(id))
    }
    return input.every((item) =>
      holds(
        existing.find((candidate) => keyOf(candidate) === keyOf(item)),
        item,
      ),
    )
  }
  if (input !== null && typeof input === 'object') {
    if (existing === null || typeof existing !== 'object') return false
    return Object.entries(input).every(([name, value]) => name === 'id' || holds((existing as Row)[name], value))
  }
  return (existing ?? null) === (input ?? null)
}
