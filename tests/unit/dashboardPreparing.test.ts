// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopMiddleware } from '../../server/src/storefront/shopMiddleware'

const shop = shopMiddleware()
let server: Server
let base = ''

beforeAll(async () => {
  // What answers after the shop's middleware: Vendure, here a stand-in that names itself.
  server = createServer((req, res) => shop(req, res, () => res.end('vendure')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('/dashboard before the Dashboard is built', () => {
  it('says in both languages that it is being prepared, and reloads itself', async () => {
    shop.dashboard('building')
    const answer = await fetch(`${base}/dashboard/orders`)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('10')
    const page = await answer.text()
    expect(page).toContain('The Dashboard is being prepared')
    expect(page).toContain('后台正在准备')
    expect(page).toContain('http-equiv="refresh"')
  })

  it('says how to build it when it is missing or its build failed', async () => {
    shop.dashboard('missing')
    const answer = await fetch(`${base}/dashboard`)
    expect(answer.status).toBe(503)
    const page = await answer.text()
    expect(page).toContain('npm run build:dashboard')
    expect(page).toContain('后台尚未构建')
    expect(page).not.toContain('http-equiv="refresh"')
  })

  it('is the Dashboard once it is built', async () => {
    shop.dashboard('ready')
    expect(await (await fetch(`${base}/dashboard`)).text()).toBe('vendure')
  })
})
