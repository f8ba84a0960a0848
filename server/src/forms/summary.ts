import * as v from 'valibot'
import { ContactRequestSchema, EnterpriseInquirySchema, LaunchSubscriptionSchema } from '#domain/forms/schemas.js'
import type { SubmissionKind } from './kinds.ts'
import type { StoredSubmission } from './submissionStore.ts'

function lineOf<S extends v.GenericSchema, T>(schema: S, line: (value: v.InferOutput<S>) => T) {
  return (payload: unknown) => {
    const result = v.safeParse(schema, payload)
    return result.success ? line(result.output) : undefined
  }
}

const LINES: Record<SubmissionKind, (payload: unknown) => string | undefined> = {
  'contact-request': lineOf(
    ContactRequestSchema,
    (c) => `${c.name} <${c.email}> · ${c.topic}${c.orderNumber ? ` ${c.orderNumber}` : ''}: ${c.message}`,
  ),
  'enterprise-inquiry': lineOf(
    EnterpriseInquirySchema,
    (e) => `${e.company} (${e.contactName} <${e.email}>) · ${e.projectType}, ${e.quantity} pieces, ${e.budget}, ${e.timeline}`,
  ),
  'launch-subscription': lineOf(LaunchSubscriptionSchema, (s) => `${s.email} (${s.locale})`),
}

type Inbox = { sender: string; summary: string }
const INBOX: Record<SubmissionKind, (payload: unknown) => Inbox | undefined> = {
  'contact-request': lineOf(ContactRequestSchema, (c) => ({
    sender: `${c.name} <${c.email}>`,
    summary: `${c.topic}${c.orderNumber ? ` ${c.orderNumber}` : ''}: ${c.message}`,
  })),
  'enterprise-inquiry': lineOf(EnterpriseInquirySchema, (e) => ({
    sender: `${e.contactName}, ${e.company} <${e.email}>`,
    summary: `${e.projectType}, ${e.quantity} pieces, ${e.budget}, ${e.timeline}: ${e.message}`,
  })),
  'launch-subscription': lineOf(LaunchSubscriptionSchema, (s) => ({ sender: s.email, summary: `launch news (${s.locale})` })),
}

function lineFor<T>(lines: Record<string, (payload: unknown) => T | undefined>, kind: string, payload: string): T | undefined {
  if (!Object.hasOwn(lines, kind)) return undefined
  let data: unknown
  try {
    data = JSON.parse(payload)
  } catch {
    data = undefined
  }
  return lines[kind]!(data)
}

/** Not a form: a signed-in shopper's return request (the after-sale plugin) reaches the same inbox. */
export const RETURN_REQUEST_KIND = 'return-request'
const ReturnInboxSchema = v.object({ name: v.string(), email: v.string(), orderNumber: v.string(), pieces: v.string(), reason: v.string() })
const returnInbox = lineOf(ReturnInboxSchema, (r) => ({
  sender: `${r.name} <${r.email}>`,
  summary: `Return ${r.orderNumber} (${r.reason}): ${r.pieces}`,
}))

/** Stored beside the payload so that the inbox can list and search them. */
export function inboxLines(kind: string, payload: string): Inbox {
  const lines = kind === RETURN_REQUEST_KIND ? lineFor({ [kind]: returnInbox }, kind, payload) : lineFor(INBOX, kind, payload)
  return { sender: printable(lines?.sender ?? '', 400), summary: printable(lines?.summary ?? payload, 2000) }
}

// Shoppers' text goes to the owner's terminal and inbox: control characters and bidi overrides must not rewrite it.
function printable(text: string, width: number): string {
  const flat = text
    // oxlint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat
}

export function summarize({ kind, payload }: StoredSubmission, width = 100): string {
  return printable(lineFor(LINES, kind, payload) ?? payload, width)
}
