import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { graphql, startShop, type ShopProcess } from './shopProcess.ts'

const LOGIN = `mutation ($username: String!, $password: String!) {
  login(username: $username, password: $password) { __typename ... on CurrentUser { identifier } }
}`

// Vendure keeps telemetry off by itself wherever it detects CI: this shop runs as on a laptop.
const NOT_CI = Object.fromEntries(['CI', 'GITHUB_ACTIONS', 'GITLAB_CI', 'BUILDKITE', 'JENKINS_URL', 'TF_BUILD'].map((name) => [name, '']))

describe('npm start on a fresh data folder', () => {
  let shop: ShopProcess
  beforeAll(async () => {
    shop = await startShop({ env: NOT_CI, firstStart: true })
  })
  afterAll(() => shop.stop())

  it('serves the pages, the Shop API and the Admin API on one port', async () => {
    const page = await fetch(`${shop.url}/faq`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain('<html lang="en"')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('x-powered-by')).toBeNull()

    const missing = await fetch(`${shop.url}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page not found')

    const api = await fetch(`${shop.url}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ activeChannel { code } }"}',
    })
    expect(api.headers.get('x-powered-by')).toBeNull()
    const channel = await graphql<{ activeChannel: { code: string } }>(`${shop.url}/shop-api`, '{ activeChannel { code } }')
    expect(channel.data?.activeChannel.code).toBe('__default_channel__')
  })

  it('builds the schema from migrations and disables telemetry', () => {
    expect(shop.output()).toMatch(/Successfully ran migration: InitialSchema\d+/)
    // A custom field or entity added without its migration would show here (for this engine).
    expect(shop.output()).not.toContain('schema does not match')
    expect(shop.output()).toContain('Anonymous telemetry is disabled')
  })

  it('generates the secrets once, privately, and prints the administrator password that signs in', async () => {
    const file = join(shop.dataDir, 'secrets.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const secrets = JSON.parse(readFileSync(file, 'utf8')) as { superadminUsername: string; superadminPassword: string }
    expect(shop.output()).toContain(`the password "${secrets.superadminPassword}"`)

    const login = await graphql<{ login: { __typename: string } }>(`${shop.url}/admin-api`, LOGIN, {
      username: secrets.superadminUsername,
      password: secrets.superadminPassword,
    })
    expect(login.data?.login.__typename).toBe('CurrentUser')
  })

  it('refuses a GraphQL request that another site could make without a preflight', async () => {
    const query = `${shop.url}/shop-api?query=${encodeURIComponent('{ activeChannel { code } }')}`
    const simple = await fetch(query)
    expect(simple.status).toBe(400)
    expect(await simple.text()).toContain('Cross-Site Request Forgery')
    // The same request with a header that a cross-site form cannot set is answered.
    const preflighted = await fetch(query, { headers: { 'apollo-require-preflight': 'true' } })
    expect(preflighted.status).toBe(200)
  })

  // The last test of the first start: it stops that shop and starts another on its folder.
  it('on a second start keeps the generated secrets, prints no password and seeds nothing', async () => {
    await shop.stop()
    const before = readFileSync(join(shop.dataDir, 'secrets.json'), 'utf8')
    const second = await startShop({ dataDir: shop.dataDir })
    try {
      expect(readFileSync(join(shop.dataDir, 'secrets.json'), 'utf8')).toBe(before)
      expect(second.output()).not.toContain('the password')
      expect(second.output()).not.toMatch(/Successfully ran migration/)
      // The database is the truth once the shop has run: the seed fills an empty one only.
      expect(shop.output()).toContain('Seeding the catalogue')
      expect(second.output()).not.toContain('Seeding the catalogue')
    } finally {
      await second.stop()
    }
  })
})

// `npm start` reads its secrets alike on either database (scaleOut.test.ts takes them from the environment on Postgres); a first start seeds for a minute there.
describe.runIf(!process.env.DATABASE_URL)('npm start with the secrets in its environment', () => {
  it('takes the secrets from the environment, as Vendure’s starter names them', async () => {
    const shop = await startShop({
      firstStart: true,
      env: { SUPERADMIN_USERNAME: 'owner', SUPERADMIN_PASSWORD: 'a long passphrase', COOKIE_SECRET: 'x'.repeat(32) },
    })
    try {
      expect(shop.output()).not.toContain('the password')
      const login = await graphql<{ login: { __typename: string } }>(`${shop.url}/admin-api`, LOGIN, {
        username: 'owner',
        password: 'a long passphrase',
      })
      expect(login.data?.login.__typename).toBe('CurrentUser')
    } finally {
      await shop.stop()
    }
  })
})
