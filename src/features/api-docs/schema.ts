import * as v from 'valibot'

// Checked loosely, each operation on its own (see reference.ts), so one odd operation hides only itself.
const text = v.optional(v.string())

export const OpenApiDocumentSchema = v.looseObject({
  openapi: v.pipe(v.string(), v.startsWith('3.')),
  info: v.looseObject({ title: v.string(), version: v.string(), summary: text, description: text }),
  servers: v.optional(v.array(v.looseObject({ url: v.string(), description: text })), []),
  // `x-displayName`: Redoc's name for readers, where the tag's own name is an identifier.
  tags: v.optional(v.array(v.looseObject({ name: v.string(), 'x-displayName': text, description: text })), []),
  paths: v.optional(v.record(v.string(), v.record(v.string(), v.unknown())), {}),
  components: v.optional(v.looseObject({ schemas: v.optional(v.record(v.string(), v.unknown()), {}) }), {}),
})
export type OpenApiDocument = v.InferOutput<typeof OpenApiDocumentSchema>

export const ReferenceSchema = v.looseObject({ $ref: v.string() })

export const ParameterSchema = v.looseObject({
  name: v.string(),
  in: v.string(),
  required: v.optional(v.boolean(), false),
  deprecated: v.optional(v.boolean(), false),
  description: text,
  schema: v.optional(v.unknown()),
  example: v.optional(v.unknown()),
})

export const ExampleSchema = v.looseObject({ summary: text, description: text, value: v.optional(v.unknown()) })

export const MediaTypeSchema = v.looseObject({
  schema: v.optional(v.unknown()),
  example: v.optional(v.unknown()),
  examples: v.optional(v.record(v.string(), v.unknown()), {}),
})
export const RequestBodySchema = v.looseObject({
  description: text,
  required: v.optional(v.boolean(), false),
  content: v.optional(v.record(v.string(), v.unknown()), {}),
})

export const ResponseSchema = v.looseObject({
  description: text,
  content: v.optional(v.record(v.string(), v.unknown()), {}),
})

export const OperationSchema = v.looseObject({
  operationId: text,
  summary: text,
  description: text,
  tags: v.optional(v.array(v.string()), []),
  deprecated: v.optional(v.boolean(), false),
  parameters: v.optional(v.array(v.unknown()), []),
  requestBody: v.optional(v.unknown()),
  responses: v.optional(v.record(v.string(), v.unknown()), {}),
})
