import { describe, expect, it } from 'vitest'
import { csvCell, messagesCsv } from '../../server/src/plugins/submissions/dashboard/messagesCsv.ts'

const message = (payload: Record<string, unknown>) => ({
  createdAt: '2026-11-27T09:30:00.000Z',
  reference: 'WN-K6E66ALN',
  kind: 'contact-request',
  status: 'handled',
  payload: JSON.stringify(payload),
  handledAt: '2026-11-27T10:00:00.000Z',
  handledBy: 'Wei Zhang',
})

describe('the inbox export', () => {
  it('writes one row per message under a fixed header, with a byte-order mark for spreadsheets', () => {
    const csv = messagesCsv([message({ name: 'Mei Chen', email: 'mei@example.com', topic: 'delivery', message: '沙发腿断了' })])
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, row, end] = csv.slice(1).split('\r\n')
    expect(header).toBe(
      'reference,receivedAt,kind,status,name,contactName,company,email,phone,country,topic,orderNumber,projectType,quantity,budget,timeline,locale,consent,message,handledAt,handledBy',
    )
    expect(row).toBe(
      'WN-K6E66ALN,2026-11-27T09:30:00.000Z,contact-request,handled,Mei Chen,,,mei@example.com,,,delivery,,,,,,,,沙发腿断了,2026-11-27T10:00:00.000Z,Wei Zhang',
    )
    expect(end).toBe('')
  })

  it('quotes commas, quotes and line breaks, and keeps a shopper formula from running in a spreadsheet', () => {
    expect(csvCell('Lobby, 60 rooms')).toBe('"Lobby, 60 rooms"')
    expect(csvCell('the "Kova" sofa')).toBe('"the ""Kova"" sofa"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`)
    for (const start of ['+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`)
    expect(csvCell(120)).toBe('120')
    expect(csvCell(null)).toBe('')
  })

  it('still exports a message whose payload is not JSON', () => {
    const csv = messagesCsv([{ ...message({}), payload: 'not json' }])
    expect(csv.split('\r\n')[1]).toMatch(/^WN-K6E66ALN,.*,Wei Zhang$/)
  })
})
