import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { seededDataDir } from '../../tools/build/seededData.ts'

export const SERVER_ENTRY = 'server/dist/main.js'
const ROOT = new URL('../..', import.meta.url).pathname
const UNSET = {
  SUPERADMIN_USERNAME: '',
  SUPERADMIN_PASSWORD: '',
  COOKIE_SECRET: '',
  SHOP_ORIGIN: '',
  VITE_API_BASE_URL: '',
  FORMS_RATE_LIMIT: '',
}

export type ShopProcess = {
  url: string
  dataDir: string
  /** The shop's Postgres database, when it runs on one (else SQLite in `dataDir`). */
  databaseUrl: string | undefined
  child: ChildProcess
  /** Everything the process printed so far. */
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

const OPEN = /Woodnest is open at http:\/\/localhost:(\d+)\//

/**
 * The shop prints its address once the catalogue is in place and its pages are open (or, with
 * `until`, once it prints that). Gives up just before the suite's test timeout, so that a start
 * that never opens fails with what the shop printed.
 */
async function waitUntilOpen(child: ChildProcess, output: () => string, until = OPEN): Promise<string> {
  const deadline = Date.now() + 170_000
  while (Date.now() < deadline) {
    const open = until.exec(output())
    if (open) return `http://127.0.0.1:${open[1] ?? ''}`
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}):\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the shop did not open:\n${output()}`)
}

export const databaseName = (dataDir: string) =>
  `test_${basename(dataDir)
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()}`

/**
 * With DATABASE_URL set (CI's Postgres run), each shop gets a fresh database of its own on that
 * server, named after its data folder (a copy of `template`'s, when given); without it, SQLite
 * in the data folder.
 */
export async function databaseOf(
  dataDir: string,
  { fresh, template, server: serverUrl = process.env.DATABASE_URL }: { fresh: boolean; template?: string; server?: string },
): Promise<Record<string, string>> {
  if (!serverUrl) return {}
  const name = databaseName(dataDir)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  if (!fresh) return { DATABASE_URL: url.toString() }
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name}`)
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${databaseName(template)}` : ''}`)
  } finally {
    await client.end()
  }
  return { DATABASE_URL: url.toString() }
}

/**
 * Starts the built shop as `npm run serve` does, on a free port, with a data folder of its own
 * (unless given one). In the server suite that folder and database are a copy of the run's one
 * seeded shop (tests/server/globalSetup.ts), the way @vendure/testing reuses a cached seed; a test
 * of the first start itself asks for `firstStart`.
 */
export async function startShop({
  dataDir,
  env = {},
  until,
  args = [],
  firstStart = false,
  databaseServer,
}: {
  dataDir?: string
  env?: Record<string, string>
  until?: RegExp
  args?: Array<string>
  firstStart?: boolean
  /** A Postgres server to take the shop's database from, in place of DATABASE_URL. */
  databaseServer?: string
} = {}): Promise<ShopProcess> {
  // Under the run's own folder, which the global teardown removes (tests/server/globalSetup.ts).
  const dir = dataDir ?? mkdtempSync(join(process.env.SHOP_TEST_TMP ?? tmpdir(), 'shop-'))
  // Outside the server suite (the browser suite's own shops), SQLite's copy of the run's seed; a Postgres one seeds itself.
  const onPostgres = Boolean(databaseServer ?? process.env.DATABASE_URL)
  const seeded = async () =>
    onPostgres ? process.env.SHOP_TEST_SEEDED_POSTGRES : (process.env.SHOP_TEST_SEEDED_SQLITE ?? (await seededDataDir(ROOT)))
  const template = dataDir === undefined && !firstStart ? await seeded() : undefined
  if (template) cpSync(template, dir, { recursive: true })
  const database = await databaseOf(dir, { fresh: dataDir === undefined, template, server: databaseServer })
  let printed = ''
  const child = spawn(process.execPath, [SERVER_ENTRY, '--no-build', ...args], {
    // The developer's own secrets and origins stay out: a test sets what it needs.
    env: { ...process.env, ...UNSET, DATA_DIR: dir, PORT: '0', ...database, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  let url: string
  try {
    url = await waitUntilOpen(child, () => printed, until)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    url,
    dataDir: dir,
    databaseUrl: database.DATABASE_URL,
    child,
    output: () => printed,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill(signal)
      }),
  }
}

export type SubmissionRow = {
  reference: string
  kind: string
  payload: string
  idempotencyKey: string | null
  client: string | null
  createdAt: string
}

/** The form submissions a shop stored, as another connection to its database sees them (only what is committed). */
export function storedSubmissions(shop: Pick<ShopProcess, 'dataDir' | 'databaseUrl'>): Promise<Array<SubmissionRow>> {
  return storedRows<SubmissionRow>(
    shop,
    'SELECT reference, kind, payload, "idempotencyKey", client, "createdAt" FROM submission ORDER BY id',
  )
}

/** Rows of a query on a shop's database, from another connection (only what is committed); `$1` is `value`. */
export async function storedRows<T>(shop: Pick<ShopProcess, 'dataDir' | 'databaseUrl'>, query: string, value?: unknown): Promise<Array<T>> {
  const values = value === undefined ? [] : [value]
  if (shop.databaseUrl) {
    const client = new pg.Client({ connectionString: shop.databaseUrl })
    await client.connect()
    try {
      return (await client.query(query, values)).rows as Array<T>
    } finally {
      await client.end()
    }
  }
  const file = new Database(join(shop.dataDir, 'vendure.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return file.prepare(query.replace('$1', '?')).all(...values) as Array<T>
  } finally {
    file.close()
  }
}

/** A GraphQL request as a browser would send it: JSON, no preflight needed on the shop's own origin. */
export async function graphql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })
  return (await answer.json()) as { data?: T; errors?: Array<{ message: string }> }
}
