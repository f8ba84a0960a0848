import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
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

function readOrGenerate(env: NodeJS.ProcessEnv): SecretsSource {
  const file = join(dataDir(env), SECRETS_FILE)
  let stored: Partial<Secrets> = {}
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>
  } catch {
    // No file yet (or an unreadable one): generate below.
  }
  const generated: Secrets = {
    superadminUsername: 'superadmin',
    superadminPassword: randomBytes(12).toString('base64url'),
    cookieSecret: randomBytes(32).toString('base64url'),
  }
  const merged: Secrets = {
    superadminUsername: stored.superadminUsername ?? generated.superadminUsername,
    superadminPassword: stored.superadminPassword ?? generated.superadminPassword,
    cookieSecret: stored.cookieSecret ?? generated.cookieSecret,
  }
  const generatedPassword = stored.superadminPassword === undefined && !env.SUPERADMIN_PASSWORD
  if (stored.superadminPassword === undefined || stored.cookieSecret === undefined || stored.superadminUsername === undefined) {
    mkdirSync(dataDir(env), { recursive: true })
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`, { mode: 0o600 })
  }
  return {
    secrets: {
      superadminUsername: env.SUPERADMIN_USERNAME || merged.superadminUsername,
      superadminPassword: env.SUPERADMIN_PASSWORD || merged.superadminPassword,
      cookieSecret: env.COOKIE_SECRET || merged.cookieSecret,
    },
    generatedPassword,
  }
}
