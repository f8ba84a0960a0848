import { schemaRefName } from './reference'

export type SchemaObject = Record<string, unknown>

export function asSchema(value: unknown): SchemaObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SchemaObject) : undefined
}

const COMPOSITIONS = [
  ['oneOf', ' | '],
  ['anyOf', ' | '],
  ['allOf', ' & '],
] as const

// Keywords and type names stay as they are in every language, like code.
export function typeLabel(value: unknown): string {
  const schema = asSchema(value)
  if (!schema) return 'any'
  const ref = schemaRefName(schema)
  if (ref) return ref
  if ('const' in schema) return JSON.stringify(schema.const)
  for (const [keyword, joiner] of COMPOSITIONS) {
    const variants = schema[keyword]
    if (Array.isArray(variants) && variants.length > 0) return variants.map(typeLabel).join(joiner)
  }
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : []
  const named = types.map((type) => (type === 'array' ? `${typeLabel(schema.items)}[]` : type))
  if (schema.nullable === true) named.push('null')
  if (named.length > 0) return named.join(' | ')
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map((item) => (item === null ? 'null' : typeof item)))].join(' | ')
  if (asSchema(schema.properties)) return 'object'
  return 'any'
}

const CONSTRAINTS = [
  'format',
  'pattern',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'default',
  'readOnly',
  'writeOnly',
] as const

const RAW: ReadonlySet<string> = new Set(['format', 'pattern'])

export function constraints(value: unknown): ReadonlyArray<string> {
  const schema = asSchema(value)
  if (!schema) return []
  const shown: Array<string> = []
  if (Array.isArray(schema.enum)) shown.push(`enum: ${schema.enum.map((item) => JSON.stringify(item)).join(' | ')}`)
  for (const keyword of CONSTRAINTS) {
    // A pattern or format reads best bare; any other value as JSON, so an empty default shows as "".
    if (keyword in schema) shown.push(`${keyword}: ${RAW.has(keyword) ? String(schema[keyword]) : JSON.stringify(schema[keyword])}`)
  }
  return shown
}

export function childrenOf(value: unknown): {
  properties: ReadonlyArray<[string, unknown]>
  required: ReadonlySet<string>
  variants: ReadonlyArray<unknown>
  extra: unknown
} {
  const schema = asSchema(value)
  const none = { properties: [], required: new Set<string>(), variants: [], extra: undefined }
  if (!schema || schemaRefName(schema)) return none
  const items = asSchema(schema.items)
  if (items && (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')))) return childrenOf(items)
  for (const [keyword] of COMPOSITIONS) {
    const variants = schema[keyword]
    if (Array.isArray(variants) && variants.some((variant) => hasChildren(variant))) return { ...none, variants }
  }
  const properties = asSchema(schema.properties)
  const extra = asSchema(schema.additionalProperties)
  return {
    properties: properties ? Object.entries(properties) : [],
    required: new Set(Array.isArray(schema.required) ? schema.required.map(String) : []),
    variants: [],
    extra,
  }
}

export function hasChildren(value: unknown): boolean {
  const children = childrenOf(value)
  return children.properties.length > 0 || children.variants.length > 0 || children.extra !== undefined
}
