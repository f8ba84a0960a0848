import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The repository's root: the shop's build, the seed data file and the default data folder are found from it. */
export const ROOT = resolve(import.meta.dirname, '../../../../..')

/** Everything the shop writes (database, generated secrets, later the mailbox) goes under one folder. */
export const dataDir = (env: NodeJS.ProcessEnv = process.env): string => resolve(env.DATA_DIR || join(ROOT, '.data'))

type Secrets = { superadminUsername: string; superadminPassword: string; cookieSecret: string }
export type SecretsSource = { secrets: Secrets; generatedPassword: boolean }

const SECRETS_FILE = 'secrets.json'

/**
 * The secrets Vendure's own starter reads from the environment (`SUPERADMIN_USERNAME`,
 * `SUPERADMIN_PASSWORD`, `COOKIE_SECRET`). What the environment lacks is generated once into
 * the data folder (mode 0600), so that a fresh clone starts with no setup and keeps its sessions.
 */
export function loadSecrets(env: NodeJS.ProcessEnv = process.env): SecretsSource {
  // Read once per process: the config and `npm start`'s welcome must agree on whether it was generated.
  const key = dataDir(env)
  const known = loaded.get(key)
  if (known) return known
  const source = readOrGenerate(env)
  loaded.set(key, source)
  return source
}

const loaded = new Map<string, SecretsSource>()

function readStored(file: string): Partial<Secrets> {
  if (!existsSync(file)) return {}
  const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown
  // A damaged file is never replaced: new secrets would lock the owner out of their own shop.
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored))
    throw new Error(`${file} is not a JSON object; fix or remove it`)
  return stored as Partial<Secrets>
}

/**
 * One of several processes on one Postgres: a server of `npm run serve` (`--serve`) or the worker.
 * They share one database, so they must share its secrets too.
 */
export const isScaledOut = (env: NodeJS.ProcessEnv = process.env, argv: ReadonlyArray<string> = process.argv): boolean =>
  Boolean(env.DATABASE_URL) && (argv.includes('--serve') || /[/\\]worker\.js$/.test(argv[1] ?? ''))

function readOrGenerate(env: NodeJS.ProcessEnv): SecretsSource {
  if (isScaledOut(env)) {
    // A secret generated into one server's data folder would sign sessions the others refuse.
    const absent = ['SUPERADMIN_USERNAME', 'SUPERADMIN_PASSWORD', 'COOKIE_SECRET'].filter((name) => !env[name])
    if (absent.length > 0) throw new Error(`Every server and the worker share their secrets: set ${absent.join(', ')} in the environment.`)
    return {
      secrets: {
        superadminUsername: env.SUPERADMIN_USERNAME!,
        superadminPassword: env.SUPERADMIN_PASSWORD!,
        cookieSecret: env.COOKIE_SECRET!,
      },
      generatedPassword: false,
    }
  }
  const file = join(dataDir(env), SECRETS_FILE)
  const stored = readStored(file)
  const fromEnvironment = {
    superadminUsername: env.SUPERADMIN_USERNAME,
    superadminPassword: env.SUPERADMIN_PASSWORD,
    cookieSecret: env.COOKIE_SECRET,
  }
  const generated: Secrets = {
    superadminUsername: 'superadmin',
    superadminPassword: randomBytes(12).toString('base64url'),
    cookieSecret: randomBytes(32).toString('base64url'),
  }
  // Only what neither the environment nor the file has is generated and kept.
  const missing = (Object.keys(generated) as Array<keyof Secrets>).filter((name) => !fromEnvironment[name] && stored[name] === undefined)
  if (missing.length > 0) {
    const kept = { ...stored, ...Object.fromEntries(missing.map((name) => [name, generated[name]])) }
    mkdirSync(dataDir(env), { recursive: true })
    // Written beside and renamed: a crash leaves the old file or the new one, never half of one.
    writeFileSync(`${file}.tmp`, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 })
    renameSync(`${file}.tmp`, file)
    Object.assign(stored, kept)
  }
  const pick = (name: keyof Secrets) => fromEnvironment[name] || stored[name] || generated[name]
  return {
    secrets: {
      superadminUsername: pick('superadminUsername'),
      superadminPassword: pick('superadminPassword'),
      cookieSecret: pick('cookieSecret'),
    },
    generatedPassword: missing.includes('superadminPassword'),
  }
}
