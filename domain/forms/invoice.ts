/** A 发票 request at a Chinese checkout: none, in a person's name, or in a company's with its tax number. */
export const INVOICE_KINDS = ['none', 'personal', 'company'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

// GB 32100-2015: the Unified Social Credit Code's characters (no I, O, Z, S, V) and the weights of its first 17.
const CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** A company's tax number (统一社会信用代码): 18 characters, the last a check; `normalizeTaxNumber` reads one as typed. */
export function isTaxNumber(value: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value)) return false
  const sum = WEIGHTS.reduce((total, weight, index) => total + CODE_CHARACTERS.indexOf(value[index]!) * weight, 0)
  return CODE_CHARACTERS[(31 - (sum % 31)) % 31] === value[17]
}

export const normalizeTaxNumber = (value: string) => value.normalize('NFKC').replace(/\s+/g, '').toUpperCase()

export type InvoiceRequest = { kind: InvoiceKind; title: string; taxNumber: string }

export function invoiceProblem({
  kind,
  title,
  taxNumber,
}: InvoiceRequest): { field: 'invoiceTitle' | 'invoiceTaxNumber'; code: 'required' | 'tooLong' | 'taxNumber' } | undefined {
  if (kind === 'none') return undefined
  if (title.trim() === '') return { field: 'invoiceTitle', code: 'required' }
  if (title.length > 150) return { field: 'invoiceTitle', code: 'tooLong' }
  if (kind === 'personal') return undefined
  if (taxNumber === '') return { field: 'invoiceTaxNumber', code: 'required' }
  return isTaxNumber(normalizeTaxNumber(taxNumber)) ? undefined : { field: 'invoiceTaxNumber', code: 'taxNumber' }
}
