import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import Database from 'better-sqlite3'

const SERVER_ENTRY = 'server/dist/main.js'
/** What a seed depends on: the compiled server (migrations and plugins), what it runs of domain/, the catalogue's data file, the locked packages. */
const SEED_INPUTS = ['server/dist', 'domain', 'server/seed', 'package-lock.json']
const NO_SECRETS = { SUPERADMIN_USERNAME: '', SUPERADMIN_PASSWORD: '', COOKIE_SECRET: '' }

/** A file itself, or every file under a folder, in a stable order. */
function filesOf(path: string): Array<string> {
  if (!existsSync(path)) return []
  if (statSync(path).isFile()) return [path]
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function seedKey(root: string): string {
  const hash = createHash('sha256')
  for (const file of SEED_INPUTS.flatMap((input) => filesOf(join(root, input))))
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex').slice(0, 16)
}

/** Starts the compiled server on an empty folder until its catalogue is seeded, then stops it cleanly. */
async function seedInto(root: string, dataDir: string): Promise<void> {
  const child = spawn(process.execPath, [join(root, SERVER_ENTRY), '--api-only'], {
    cwd: root,
    // The developer's own administrator and secret stay out: every copy must sign in with the generated ones.
    env: { ...process.env, ...NO_SECRETS, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes('The Shop API is ready at')) resolve()
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('exit', (code) => reject(new Error(`The shop stopped (${code}) before its seed was done:\n${log.slice(-3000)}`)))
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
  // The seed's own sign-in counts against its address: no copy starts with a count.
  const database = new Database(join(dataDir, 'vendure.sqlite'))
  database.exec('DELETE FROM "rate_count"')
  database.close()
}

/**
 * A SQLite data folder seeded from the catalogue's data file, made once per server build and data
 * file and kept in node_modules/.cache: a copy opens in a fraction of a first start's seed
 * (docs/server.md#tests). The prerender and the test suites start their shops on copies.
 */
export async function seededDataDir(root: string): Promise<string> {
  const cache = join(root, 'node_modules/.cache/woodnest-seed')
  const ready = join(cache, seedKey(root))
  if (existsSync(ready)) return ready
  mkdirSync(cache, { recursive: true })
  const making = mkdtempSync(join(cache, 'making-'))
  try {
    await seedInto(root, making)
    // A folder appears under its key only whole (a rename), and leaves it the same way, so no one copies half of one.
    for (const old of readdirSync(cache)) {
      if (old.startsWith('making-') || old === basename(ready)) continue
      const trash = mkdtempSync(join(cache, 'making-old-'))
      renameSync(join(cache, old), join(trash, old))
      rmSync(trash, { recursive: true, force: true })
    }
    // Another process may have finished the same seed meanwhile: either copy will do.
    try {
      renameSync(making, ready)
    } catch (error) {
      if (!existsSync(ready)) throw error
    }
  } finally {
    rmSync(making, { recursive: true, force: true })
  }
  return ready
}

/** Fills `dataDir` (made if missing) with a copy of the seeded folder. */
export async function copySeededData(root: string, dataDir: string): Promise<void> {
  cpSync(await seededDataDir(root), dataDir, { recursive: true })
}
