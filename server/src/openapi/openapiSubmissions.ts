import { toJsonSchema } from '@valibot/to-json-schema'
import {
  ContactRequestSchema,
  EnterpriseInquirySchema,
  FIELD_ERROR_CODES,
  LaunchSubscriptionSchema,
  SubmissionReceiptSchema,
  ValidationProblemSchema,
  type ContactRequest,
  type EnterpriseInquiry,
  type LaunchSubscription,
} from '#domain/forms/schemas.js'
import type { OpenApiText } from './openapiText.ts'

type Json = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

// `trim` has no JSON Schema form, hence errorMode 'ignore'.
function jsonSchema(text: OpenApiText, schema: Parameters<typeof toJsonSchema>[0], description: string): Json {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Json
  const properties = json.properties as Record<string, Json> | undefined
  if (properties?.website) properties.website.description = text.components.website
  return { description, ...json }
}

const SUBMISSIONS = [
  {
    path: '/api/v1/contact-requests',
    operationId: 'createContactRequest',
    component: 'ContactRequest',
    schema: ContactRequestSchema,
    example: {
      name: 'Mei Chen',
      email: 'mei.chen@example.com',
      topic: 'delivery',
      orderNumber: 'WN-7K2Q9XCD',
      message: 'Could my sofa be delivered on a Saturday morning? We live on the fourth floor without a lift.',
    } satisfies Partial<ContactRequest>,
  },
  {
    path: '/api/v1/enterprise-inquiries',
    operationId: 'createEnterpriseInquiry',
    component: 'EnterpriseInquiry',
    schema: EnterpriseInquirySchema,
    example: {
      company: 'Harbour Hotels Ltd',
      contactName: 'James Wong',
      email: 'procurement@harbourhotels.example',
      phone: '+852 2345 6789',
      country: 'Hong Kong',
      projectType: 'hotel',
      quantity: 120,
      budget: '200k-1m',
      timeline: '3-6-months',
      message: 'We are refurbishing 60 guest rooms and need lounge chairs and ottomans in a matching fabric.',
    } satisfies Partial<EnterpriseInquiry>,
  },
  {
    path: '/api/v1/launch-subscriptions',
    operationId: 'createLaunchSubscription',
    component: 'LaunchSubscription',
    schema: LaunchSubscriptionSchema,
    example: { email: 'lin.wei@example.com', consent: true, locale: 'zh' } satisfies Partial<LaunchSubscription>,
  },
] as const

export const SUBMISSION_EXAMPLES: ReadonlyArray<{ path: string; value: unknown }> = SUBMISSIONS.map(({ path, example }) => ({
  path,
  value: example,
}))

const ERROR_CODES = [
  'invalid-json',
  'invalid-idempotency-key',
  'payload-too-large',
  'unsupported-media-type',
  'idempotency-key-reused',
  'rate-limited',
  'method-not-allowed',
  'database-unavailable',
  'internal',
] as const
type ErrorCode = (typeof ERROR_CODES)[number]

const errorSchema = (...codes: ErrorCode[]) => ({ allOf: [ref('ApiError'), { properties: { error: { enum: codes } } }] })
const errorResponse = (description: string, code: ErrorCode, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: errorSchema(code), example: { error: code } } },
})

const idempotencyKey = (text: OpenApiText) => ({
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: text.submission.idempotencyKey,
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' },
})

function submissionOperation(text: OpenApiText, { operationId, component, example }: (typeof SUBMISSIONS)[number]) {
  const { summary } = text.operations[operationId]
  return {
    post: {
      tags: ['Submissions'],
      operationId,
      summary,
      description: text.submission.description,
      parameters: [idempotencyKey(text)],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref(component), examples: { [component]: { summary, value: example } } } },
      },
      responses: {
        '201': {
          description: text.submission.created,
          headers: {
            'Idempotent-Replayed': {
              description: text.submission.replayed,
              schema: { type: 'string', const: 'true' },
            },
          },
          content: {
            'application/json': {
              schema: ref('SubmissionReceipt'),
              example: { reference: 'MSG-4H8T2MZP', createdAt: '2025-05-14T09:21:07.412Z' },
            },
          },
        },
        '400': {
          description: text.submission.invalid,
          content: {
            'application/json': {
              schema: { oneOf: [ref('ValidationProblem'), errorSchema('invalid-json', 'invalid-idempotency-key')] },
              examples: {
                validation: { summary: text.submission.fieldProblems, value: { error: 'validation', fields: { email: 'email' } } },
                invalidJson: { summary: text.submission.notJson, value: { error: 'invalid-json' } },
              },
            },
          },
        },
        '413': errorResponse(text.submission.tooLarge, 'payload-too-large'),
        '415': errorResponse(text.submission.unsupportedMediaType, 'unsupported-media-type'),
        '422': errorResponse(text.submission.keyReused, 'idempotency-key-reused'),
        '429': errorResponse(text.submission.rateLimited, 'rate-limited', {
          'Retry-After': { description: text.submission.retryAfter, required: true, schema: { type: 'integer', minimum: 1 } },
        }),
      },
    },
  }
}

export function submissionPaths(text: OpenApiText) {
  const health = text.operations.getHealth
  return {
    ...Object.fromEntries(SUBMISSIONS.map((submission) => [submission.path, submissionOperation(text, submission)])),
    '/api/v1/health': {
      get: {
        tags: ['Service'],
        operationId: 'getHealth',
        summary: health.summary,
        description: health.description,
        responses: {
          '200': { description: health.ok, content: { 'application/json': { schema: ref('HealthStatus'), example: { status: 'ok' } } } },
          '503': {
            description: health.unavailable,
            content: { 'application/json': { schema: ref('ServiceUnavailable') } },
          },
        },
      },
    },
  }
}

export function submissionComponents(text: OpenApiText): Record<string, Json> {
  return {
    ...Object.fromEntries(
      SUBMISSIONS.map(({ operationId, component, schema }) => [
        component,
        jsonSchema(text, schema, text.components.request(text.operations[operationId].summary)),
      ]),
    ),
    SubmissionReceipt: jsonSchema(text, SubmissionReceiptSchema, text.components.receipt),
    ValidationProblem: jsonSchema(text, ValidationProblemSchema, text.components.validationProblem(FIELD_ERROR_CODES)),
    ApiError: {
      description: text.components.apiError,
      type: 'object',
      properties: { error: { type: 'string', enum: [...ERROR_CODES] } },
      required: ['error'],
    },
    HealthStatus: { type: 'object', properties: { status: { const: 'ok' } }, required: ['status'] },
    ServiceUnavailable: {
      type: 'object',
      properties: { status: { const: 'unavailable' }, error: { const: 'database-unavailable' } },
      required: ['status', 'error'],
    },
  }
}
