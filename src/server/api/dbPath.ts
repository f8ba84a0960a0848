import { join, resolve } from 'node:path'

/** The forms' SQLite file: `SHOP_DB`, else `shop.sqlite` in the shop's data folder (`DATA_DIR`, default `.data`). */
export function shopDbPath(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SHOP_DB || join(env.DATA_DIR || join(root, '.data'), 'shop.sqlite'))
}
