import { join, resolve } from 'node:path'

/** Where the shop keeps its submissions: `$SHOP_DB` (relative to the working folder), else `.data/shop.sqlite` in the repo. */
export function shopDbPath(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SHOP_DB || join(root, '.data', 'shop.sqlite'))
}
