/** One message as the export reads it from the Admin API. */
export type ExportedMessage = {
  createdAt: string
  reference: string
  kind: string
  status: string
  payload: string
  handledAt: string | null
  handledBy: string | null
}

// The fields of all three forms, in one fixed order: a spreadsheet or an import reads the same columns every time.
const FORM_FIELDS = [
  'name',
  'contactName',
  'company',
  'email',
  'phone',
  'country',
  'topic',
  'orderNumber',
  'projectType',
  'quantity',
  'budget',
  'timeline',
  'locale',
  'consent',
  'message',
] as const
const HEADER = ['reference', 'receivedAt', 'kind', 'status', ...FORM_FIELDS, 'handledAt', 'handledBy']

/**
 * A cell as RFC 4180 writes it. Shoppers wrote these words: a cell that starts like a formula
 * (`=`, `+`, `-`, `@`, tab, return) is opened as text by a spreadsheet, not run (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

function fieldsOf(payload: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(payload)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The messages as a CSV file: UTF-8 with a byte-order mark, which spreadsheets need to read Chinese. */
export function messagesCsv(messages: ReadonlyArray<ExportedMessage>): string {
  const rows = messages.map((message) => {
    const fields = fieldsOf(message.payload)
    return [
      message.reference,
      message.createdAt,
      message.kind,
      message.status,
      ...FORM_FIELDS.map((field) => fields[field]),
      message.handledAt,
      message.handledBy,
    ]
  })
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
