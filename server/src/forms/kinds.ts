import { SUBMISSION_ENDPOINTS, type SubmissionPath } from '#domain/forms/schemas.js'

export const SUBMISSION_KINDS = {
  '/api/v1/contact-requests': 'contact-request',
  '/api/v1/enterprise-inquiries': 'enterprise-inquiry',
  '/api/v1/launch-subscriptions': 'launch-subscription',
} as const satisfies Record<SubmissionPath, string>
export type SubmissionKind = (typeof SUBMISSION_KINDS)[SubmissionPath]

export function isSubmissionPath(path: string): path is SubmissionPath {
  return Object.hasOwn(SUBMISSION_ENDPOINTS, path)
}
