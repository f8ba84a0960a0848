import { join, resolve } from 'node:path'

export function shopDbPath(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.SHOP_DB || join(root, '.data', 'shop.sqlite'))
}
