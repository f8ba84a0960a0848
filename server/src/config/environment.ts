import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../../..')

export const dataDir = (env: NodeJS.ProcessEnv = process.env): string => resolve(env.DATA_DIR || join(ROOT, '.data'))

type Secrets = { superadminUsername: string; superadminPassword: string; cookieSecret: string }
export type SecretsSource = { secrets: Secrets; generatedPassword: boolean }

const SECRETS_FILE = 'secrets.json'

export function loadSecrets(env: NodeJS.ProcessEnv = process.env): SecretsSource {
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
  // Never replace a damaged file: new secrets would lock the owner out of their own shop.
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored))
    throw new Error(`${file} is not a JSON object; fix or remove it`)
  return stored as Partial<Secrets>
}

export const isScaledOut = (env: NodeJS.ProcessEnv = process.env, argv: ReadonlyArray<string> = process.argv): boolean =>
  Boolean(env.DATABASE_URL) && (argv.includes('--serve') || /[/\\]worker\.js$/.test(argv[1] ?? ''))

function readOrGenerate(env: NodeJS.ProcessEnv): SecretsSource {
  if (isScaledOut(env)) {
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
  const missing = (Object.keys(generated) as Array<keyof Secrets>).filter((name) => !fromEnvironment[name] && stored[name] === undefined)
  if (missing.length > 0) {
    const kept = { ...stored, ...Object.fromEntries(missing.map((name) => [name, generated[name]])) }
    mkdirSync(dataDir(env), { recursive: true })
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
