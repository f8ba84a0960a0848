import { api } from '@vendure/dashboard'
import { exportDocument } from './documents.ts'
import { messagesCsv, type ExportedMessage } from './messagesCsv.ts'

const PAGE = 100

/** Reads every message the filter matches (all of them without one), oldest first (by id when two share a time, so that no page repeats or skips one), and saves them as a CSV file. */
export async function exportMessages(filter?: Record<string, unknown>): Promise<number> {
  const messages: Array<ExportedMessage> = []
  for (let skip = 0; ; skip += PAGE) {
    const { submissions } = (await api.query(exportDocument, {
      options: { skip, take: PAGE, sort: { createdAt: 'ASC', id: 'ASC' }, filter },
    })) as { submissions: { items: Array<ExportedMessage>; totalItems: number } }
    messages.push(...submissions.items)
    if (submissions.items.length < PAGE || messages.length >= submissions.totalItems) break
  }
  const file = new Blob([messagesCsv(messages)], { type: 'text/csv;charset=utf-8' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(file)
  link.download = `messages-${new Date().toISOString().slice(0, 10)}.csv`
  link.click()
  URL.revokeObjectURL(link.href)
  return messages.length
}
