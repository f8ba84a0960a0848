/**
 * Runs Mozilla's HTTP Observatory scanner (its own `scan()`, scoring and grade included) against
 * `host` and prints the result as JSON. A child process of observatory.ts, because Node reads
 * NODE_EXTRA_CA_CERTS (the self-signed certificate to trust) only when it starts.
 *
 *   node tests/security/observatoryScan.ts <package dir> <host:port>
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

type TestResult = { pass: boolean; result: string; scoreModifier?: number; scoreDescription?: string }
type Scanner = {
  scan: (host: string) => Promise<{ scan: { score: number; grade: string }; tests: Record<string, TestResult> }>
}

const [packageDir, host] = process.argv.slice(2)
if (!packageDir || !host) throw new Error('usage: observatoryScan.ts <package dir> <host:port>')

const { scan } = (await import(pathToFileURL(join(packageDir, 'src', 'index.js')).href)) as Scanner
const { scan: summary, tests } = await scan(host)
const results = Object.fromEntries(
  Object.entries(tests).map(([name, t]) => [
    name,
    { pass: t.pass, result: t.result, modifier: t.scoreModifier ?? 0, description: t.scoreDescription ?? '' },
  ]),
)
console.log(JSON.stringify({ score: summary.score, grade: summary.grade, tests: results }))
