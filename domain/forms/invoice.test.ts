import { describe, expect, it } from 'vitest'
import { invoiceProblem, isTaxNumber, normalizeTaxNumber } from './invoice.ts'

describe('a company tax number (统一社会信用代码)', () => {
  it.each(['91350100M000100Y43', '91110000600037341L', '911100001000079554'])('%s is one', (code) => {
    expect(isTaxNumber(code)).toBe(true)
  })

  it.each([
    ['a wrong check character', '91350100M000100Y44'],
    ['17 characters', '91350100M000100Y4'],
    ['a letter no code uses (O)', '91350100O000100Y43'],
    ['lower case, not yet normalized', '91350100m000100y43'],
    ['an old 15-digit number', '110108000000016'],
  ])('%s is not', (_, code) => expect(isTaxNumber(code)).toBe(false))

  it('is read as typed with a Chinese input method: full-width, spaced, lower case', () => {
    expect(normalizeTaxNumber('９１３５ ０１００m０００１００y４３')).toBe('91350100M000100Y43')
  })
})

describe('a 发票 request', () => {
  it('needs nothing when none is asked for', () => expect(invoiceProblem({ kind: 'none', title: '', taxNumber: 'x' })).toBeUndefined())

  it('needs a title, and a company needs its tax number', () => {
    expect(invoiceProblem({ kind: 'personal', title: ' ', taxNumber: '' })).toEqual({ field: 'invoiceTitle', code: 'required' })
    expect(invoiceProblem({ kind: 'personal', title: '林梅', taxNumber: '' })).toBeUndefined()
    expect(invoiceProblem({ kind: 'company', title: '木巢家居', taxNumber: '' })).toEqual({ field: 'invoiceTaxNumber', code: 'required' })
    expect(invoiceProblem({ kind: 'company', title: '木巢家居', taxNumber: '91350100M000100Y44' })).toEqual({
      field: 'invoiceTaxNumber',
      code: 'taxNumber',
    })
    expect(invoiceProblem({ kind: 'company', title: '木巢家居', taxNumber: '91350100m000100y43' })).toBeUndefined()
  })
})
