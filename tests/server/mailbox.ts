import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The emails the development mailbox holds for a recipient, oldest first, once there are `count` (they are sent by a job).
 * Oldest by file name, which starts with the time to the millisecond: the file's `date` counts whole seconds.
 */
export async function emailsTo(dataDir: string, recipient: string, count: number): Promise<Array<{ subject: string; body: string }>> {
  const folder = join(dataDir, 'mailbox')
  for (let attempt = 0; attempt < 100; attempt++) {
    // A file the plugin is still writing does not parse yet: it counts once it does.
    const found = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        try {
          return [JSON.parse(readFileSync(join(folder, name), 'utf8')) as { recipient: string; subject: string; body: string }]
        } catch {
          return []
        }
      })
      .filter((email) => email.recipient === recipient)
    if (found.length >= count) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`fewer than ${count} emails to ${recipient}`)
}

/** The address of an email's link to `path`, as a browser reads the HTML (Handlebars writes `=` as `&#x3D;`). */
export function linkIn(body: string, path: RegExp): URL {
  const decoded = body.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))).replaceAll('&amp;', '&')
  const href = [...decoded.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!)
    .find((candidate) => path.test(new URL(candidate).pathname))
  if (!href) throw new Error(`no link to ${path} in the email`)
  return new URL(href)
}
