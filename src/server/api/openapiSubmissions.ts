import { toJsonSchema } from '@valibot/to-json-schema'
import {
  ContactRequestSchema,
  EnterpriseInquirySchema,
  FIELD_ERROR_CODES,
  LaunchSubscriptionSchema,
  OrderRequestSchema,
  SubmissionReceiptSchema,
  ValidationProblemSchema,
  type ContactRequest,
  type EnterpriseInquiry,
  type LaunchSubscription,
  type OrderRequest,
} from '../../lib/forms/schemas.ts'

type Json = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

// `trim` has no JSON Schema form, hence errorMode 'ignore'.
function jsonSchema(schema: Parameters<typeof toJsonSchema>[0], description: string): Json {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Json
  const properties = json.properties as Record<string, Json> | undefined
  if (properties?.website) properties.website.description = 'Must be left empty.'
  return { description, ...json }
}

const TRIMMED = 'Text fields are trimmed before their length is checked.'
const SUBMISSIONS = [
  {
    path: '/api/v1/contact-requests',
    operationId: 'createContactRequest',
    summary: 'Send a message to customer care',
    component: 'ContactRequest',
    schema: ContactRequestSchema,
    example: {
      name: 'Mei Chen',
      email: 'mei.chen@example.com',
      topic: 'delivery',
      orderNumber: 'WN-204815',
      message: 'Could my sofa be delivered on a Saturday morning? We live on the fourth floor without a lift.',
    } satisfies Partial<ContactRequest>,
  },
  {
    path: '/api/v1/enterprise-inquiries',
    operationId: 'createEnterpriseInquiry',
    summary: 'Ask for a quote for a hotel, office or other large project',
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
    summary: 'Subscribe to the launch announcement',
    component: 'LaunchSubscription',
    schema: LaunchSubscriptionSchema,
    example: { email: 'lin.wei@example.com', consent: true, locale: 'zh' } satisfies Partial<LaunchSubscription>,
  },
  {
    path: '/api/v1/order-requests',
    operationId: 'createOrderRequest',
    summary: 'Request an order of the cart',
    component: 'OrderRequest',
    schema: OrderRequestSchema,
    example: {
      lines: [{ sku: 'kova-l-shape-ottoman/oat-boucle/left', handle: 'kova-l-shape-ottoman', quantity: 1 }],
      name: 'Anna Berg',
      email: 'anna.berg@example.com',
      phone: '+1 (415) 555-0142',
      addressLine1: '250 Valencia Street',
      addressLine2: 'Apt 4',
      city: 'San Francisco',
      postcode: '94103',
      country: 'United States',
      deliveryPreference: 'saturday',
      notes: 'Please call 30 minutes before arrival.',
      locale: 'en',
    } satisfies Partial<OrderRequest>,
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

const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a request with a key already used answers the first answer (201 and the same receipt) and stores nothing new. The same key with another submission answers 422. A random UUID per submission is a good key.',
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7E]+$' },
}

function submissionOperation({ operationId, summary, component, example }: (typeof SUBMISSIONS)[number]) {
  return {
    post: {
      tags: ['Submissions'],
      operationId,
      summary,
      description: `Validates and stores the submission, then answers a receipt with the reference the shopper can quote. The answer is sent once the submission is stored. ${TRIMMED}`,
      parameters: [idempotencyKey],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref(component), examples: { [component]: { summary, value: example } } } },
      },
      responses: {
        '201': {
          description: 'Stored: the receipt (for a repeated Idempotency-Key, the receipt of the first request).',
          headers: {
            'Idempotent-Replayed': {
              description: 'Present on the answer to a repeated Idempotency-Key.',
              schema: { type: 'string', const: 'true' },
            },
          },
          content: {
            'application/json': {
              schema: ref('SubmissionReceipt'),
              example: { reference: 'WN-7K2Q9XCD', createdAt: '2025-05-14T09:21:07.412Z' },
            },
          },
        },
        '400': {
          description: 'A field is missing or wrong (a code per field), the body is not JSON, or the Idempotency-Key is malformed.',
          content: {
            'application/json': {
              schema: { oneOf: [ref('ValidationProblem'), errorSchema('invalid-json', 'invalid-idempotency-key')] },
              examples: {
                validation: { summary: 'Field problems', value: { error: 'validation', fields: { email: 'email' } } },
                invalidJson: { summary: 'Not JSON', value: { error: 'invalid-json' } },
              },
            },
          },
        },
        '413': errorResponse('The body is larger than 16 KB.', 'payload-too-large'),
        '415': errorResponse('The body is not `application/json` (UTF-8).', 'unsupported-media-type'),
        '422': errorResponse('The Idempotency-Key was used before with another submission.', 'idempotency-key-reused'),
        '429': errorResponse('Too many submissions from this address; try again later.', 'rate-limited', {
          'Retry-After': { description: 'Seconds to wait.', required: true, schema: { type: 'integer', minimum: 1 } },
        }),
      },
    },
  }
}

export const SUBMISSION_TAGS = [
  { name: 'Submissions', description: 'The forms: contact, enterprise inquiries, launch subscriptions, order requests.' },
  { name: 'Service', description: 'The state of the service.' },
]

export function submissionPaths() {
  return {
    ...Object.fromEntries(SUBMISSIONS.map((submission) => [submission.path, submissionOperation(submission)])),
    '/api/v1/health': {
      get: {
        tags: ['Service'],
        operationId: 'getHealth',
        summary: 'Check the service',
        description: 'Answers 200 when the service and its database answer.',
        responses: {
          '200': { description: 'Up.', content: { 'application/json': { schema: ref('HealthStatus'), example: { status: 'ok' } } } },
          '503': {
            description: 'The database does not answer.',
            content: { 'application/json': { schema: ref('ServiceUnavailable') } },
          },
        },
      },
    },
  }
}

export function submissionComponents(): Record<string, Json> {
  return {
    ...Object.fromEntries(SUBMISSIONS.map(({ component, schema, summary }) => [component, jsonSchema(schema, `${summary}. ${TRIMMED}`)])),
    SubmissionReceipt: jsonSchema(SubmissionReceiptSchema, 'An accepted submission: the reference to quote, and when it was received.'),
    ValidationProblem: jsonSchema(ValidationProblemSchema, `A rejected submission: a code per field (${FIELD_ERROR_CODES.join(', ')}).`),
    ApiError: {
      description: 'Any other error: a stable code.',
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
