import * as v from 'valibot'
import {
  ExampleSchema,
  MediaTypeSchema,
  OperationSchema,
  ParameterSchema,
  ReferenceSchema,
  RequestBodySchema,
  ResponseSchema,
  type OpenApiDocument,
} from './schema'

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const
type HttpMethod = (typeof HTTP_METHODS)[number]

type Example = { name: string; summary?: string | undefined; value: unknown }
export const SINGLE_EXAMPLE = 'example'

export type MediaContent = { mediaType: string; schema: unknown; examples: ReadonlyArray<Example> }
type Parameter = {
  name: string
  location: string
  required: boolean
  deprecated: boolean
  description?: string | undefined
  schema: unknown
}
type ResponseEntry = { status: string; description?: string | undefined; content: ReadonlyArray<MediaContent> }
export type Operation = {
  /** The operationId, also the element id of its section: `/openapi#getProduct`. */
  id: string
  method: HttpMethod
  path: string
  summary?: string | undefined
  description?: string | undefined
  deprecated: boolean
  parameters: ReadonlyArray<Parameter>
  requestBody?: { description?: string | undefined; required: boolean; content: ReadonlyArray<MediaContent> } | undefined
  responses: ReadonlyArray<ResponseEntry>
}
type OperationGroup = {
  tag: string | undefined
  displayName?: string | undefined
  description?: string | undefined
  operations: ReadonlyArray<Operation>
}
export type ApiReference = {
  title: string
  version: string
  summary?: string | undefined
  description?: string | undefined
  servers: ReadonlyArray<{ url: string; description?: string | undefined }>
  groups: ReadonlyArray<OperationGroup>
  schemas: ReadonlyArray<{ name: string; schema: unknown }>
}

function parse<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> | undefined {
  const result = v.safeParse(schema, value)
  return result.success ? result.output : undefined
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function pointer(document: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => decode(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document)
}

// A few hops at most, so a `$ref` loop cannot hang the page.
function resolveRef(document: unknown, value: unknown): unknown {
  let current = value
  for (let hop = 0; hop < 8; hop++) {
    const ref = parse(ReferenceSchema, current)
    if (!ref || !ref.$ref.startsWith('#/')) return current
    current = pointer(document, ref.$ref)
  }
  return undefined
}

export function schemaRefName(schema: unknown): string | undefined {
  const ref = parse(ReferenceSchema, schema)
  const match = ref && /^#\/components\/schemas\/([^/]+)$/.exec(ref.$ref)
  return match?.[1] && decode(match[1])
}

function mediaContents(document: unknown, content: Record<string, unknown>): ReadonlyArray<MediaContent> {
  return Object.entries(content).flatMap(([mediaType, raw]) => {
    const media = parse(MediaTypeSchema, resolveRef(document, raw))
    if (!media) return []
    const examples: Array<Example> = media.example === undefined ? [] : [{ name: SINGLE_EXAMPLE, value: media.example }]
    for (const [name, rawExample] of Object.entries(media.examples)) {
      const example = parse(ExampleSchema, resolveRef(document, rawExample))
      // An `externalValue` example lives elsewhere: nothing to show without fetching it.
      if (example && 'value' in example) examples.push({ name, summary: example.summary, value: example.value })
    }
    return [{ mediaType, schema: media.schema, examples }]
  })
}

function parameters(document: unknown, raw: ReadonlyArray<unknown>): Array<Parameter> {
  return raw.flatMap((item) => {
    const parameter = parse(ParameterSchema, resolveRef(document, item))
    if (!parameter) return []
    const { name, in: location, required, deprecated, description, schema } = parameter
    return [{ name, location, required, deprecated, description, schema }]
  })
}

/** Path-level parameters apply to every operation of the path, unless the operation redefines one. */
function mergeParameters(shared: ReadonlyArray<Parameter>, own: ReadonlyArray<Parameter>): ReadonlyArray<Parameter> {
  const key = (parameter: Parameter) => `${parameter.location}:${parameter.name}`
  const redefined = new Set(own.map(key))
  return [...shared.filter((parameter) => !redefined.has(key(parameter))), ...own]
}

function elementId(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/\s+/g, '-') || 'operation'
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
  taken.add(id)
  return id
}

// Schemas keep their `$ref`s, which the page turns into links to the component schemas.
export function toApiReference(document: OpenApiDocument): ApiReference {
  const groups = new Map<string | undefined, Array<Operation>>(document.tags.map((tag) => [tag.name, []]))
  const ids = new Set<string>()
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = Array.isArray(item.parameters) ? parameters(document, item.parameters) : []
    for (const method of HTTP_METHODS) {
      const operation = parse(OperationSchema, item[method])
      if (!operation) continue
      const requestBody = parse(RequestBodySchema, resolveRef(document, operation.requestBody))
      const tag = operation.tags[0]
      if (!groups.has(tag)) groups.set(tag, [])
      groups.get(tag)!.push({
        id: elementId(operation.operationId ?? `${method}-${path.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '')}`, ids),
        method,
        path,
        summary: operation.summary,
        description: operation.description,
        deprecated: operation.deprecated,
        parameters: mergeParameters(shared, parameters(document, operation.parameters)),
        requestBody: requestBody && {
          description: requestBody.description,
          required: requestBody.required,
          content: mediaContents(document, requestBody.content),
        },
        responses: Object.entries(operation.responses).flatMap(([status, raw]) => {
          const response = parse(ResponseSchema, resolveRef(document, raw))
          return response ? [{ status, description: response.description, content: mediaContents(document, response.content) }] : []
        }),
      })
    }
  }
  const untagged = groups.get(undefined)
  groups.delete(undefined)
  if (untagged) groups.set(undefined, untagged)
  return {
    title: document.info.title,
    version: document.info.version,
    summary: document.info.summary,
    description: document.info.description,
    servers: document.servers,
    groups: [...groups]
      .filter(([, operations]) => operations.length > 0)
      .map(([tag, operations]) => {
        const declared = document.tags.find((t) => t.name === tag)
        return { tag, displayName: declared?.['x-displayName'], description: declared?.description, operations }
      }),
    schemas: Object.entries(document.components.schemas).map(([name, schema]) => ({ name, schema })),
  }
}
