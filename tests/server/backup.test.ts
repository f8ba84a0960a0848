import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { signInAsOwner } from './administrators.ts'
import { add, pay, sofa, upToPayment } from './orderSteps.ts'
import { startShop, type ShopProcess } from './shopProcess.ts'
import { shopperAt } from './shopper.ts'

const run = promisify(execFile)
const shops: Array<ShopProcess> = []

afterAll(async () => {
  for (const shop of shops) await shop.stop()
})

async function placeOrder(shop: ShopProcess, email: string): Promise<string> {
  const shopper = shopperAt(shop.url, 'en')
  await add(shopper, sofa.slug, sofa.sku)
  await upToPayment(shopper, { postcode: '94103', country: 'US', email, phone: '+1 415 555 0142' })
  return (await pay(shopper)).code!
}

async function orderCodes(shop: ShopProcess): Promise<Array<string>> {
  const owner = await signInAsOwner(shop)
  const { orders } = await owner<{ orders: { items: Array<{ code: string }> } }>(`{ orders(options: { take: 100 }) { items { code } } }`)
  return orders.items.map((order) => order.code)
}

/** `npm run backup` / `npm run restore` as the owner runs them, on the shop's own data folder and database. */
const cli = (shop: ShopProcess, script: 'backup' | 'restore', file: string) =>
  run(process.execPath, [`server/dist/cli/${script}.js`, file], {
    env: { ...process.env, DATA_DIR: shop.dataDir, DATABASE_URL: shop.databaseUrl ?? '' },
  })

describe('backup and restore', () => {
  it('a copy made while the shop runs brings back the orders placed before it, and none placed after', async () => {
    const shop = await startShop()
    shops.push(shop)
    const before = await placeOrder(shop, 'before@example.com')
    const file = join(shop.dataDir, 'copies', 'nightly')
    const { stdout } = await cli(shop, 'backup', file)
    expect(stdout).toContain(file)
    const after = await placeOrder(shop, 'after@example.com')
    expect(await orderCodes(shop)).toEqual(expect.arrayContaining([before, after]))
    await shop.stop()

    await cli(shop, 'restore', file)
    const again = await startShop({ dataDir: shop.dataDir })
    shops.push(again)
    const codes = await orderCodes(again)
    expect(codes).toContain(before)
    expect(codes).not.toContain(after)
    // The restored shop takes orders again.
    expect(await placeOrder(again, 'later@example.com')).toMatch(/^WN-/)
  })

  it('a restore without a copy says how to use it and changes nothing', async () => {
    const failed = await run(process.execPath, ['server/dist/cli/restore.js', '/nonexistent/copy']).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed).toMatchObject({ code: 2 })
    expect((failed as { stderr: string }).stderr).toContain('Usage: npm run restore FILE')
  })
})
