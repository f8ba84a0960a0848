import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

function newestMtime(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

function buildIsStale(root: string, dist: string): boolean {
  // The prerender step writes 404.html after every page: a build without it is unfinished.
  const index = join(dist, '404.html')
  if (!existsSync(index)) return true
  // The seed file too: until the pages read Vendure's Shop API, the build emits the catalogue from it.
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'server/seed/catalogue.json'].map((p) => join(root, p))
  return Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(index).mtimeMs
}

/** Builds and prerenders the shop when its sources are newer than dist/ (or there is no build). */
export function buildShopIfStale(root: string, dist: string): void {
  if (!buildIsStale(root, dist)) return
  console.log('Building the shop…')
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  for (const step of [[vite, 'build'], [join(root, 'src', 'build', 'prerender.ts')]]) {
    // The shop's build whatever NODE_ENV says: under a test runner it is `test`, and Vite would bundle React's development build.
    const result = spawnSync(process.execPath, step, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
    if (result.status !== 0) throw new Error(`The shop's build failed (${step.at(-1)})`)
  }
}
