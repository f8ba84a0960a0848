import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

function newestMtime(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

/** Whether dist/ holds a finished build (the prerender step writes 404.html after every page). */
export const isBuilt = (dist: string) => existsSync(join(dist, '404.html'))

function isStale(root: string, sources: ReadonlyArray<string>, built: string): boolean {
  if (!existsSync(built)) return true
  const paths = sources.map((p) => join(root, p)).filter(existsSync)
  return Math.max(...paths.map(newestMtime)) > statSync(built).mtimeMs
}

const buildIsStale = (root: string, dist: string) =>
  !existsSync(join(root, 'dist-render', 'pageRenderer.js')) ||
  isStale(root, ['src', 'domain', 'tools/build', 'public', 'index.html', 'vite.config.ts', 'package.json'], join(dist, '404.html'))

function run(root: string, args: Array<string>, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The build failed (${args[0]})`))))
  })
}

export async function buildShopIfStale(root: string, dist: string, shopOrigin: string): Promise<void> {
  if (!buildIsStale(root, dist)) return
  console.log('Building the shop…')
  // Under a test runner NODE_ENV is `test`, and Vite would bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production', SHOP_API_URL: shopOrigin }
  await run(root, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], env)
  await run(root, [join(root, 'tools', 'build', 'prerender.ts')], env)
}

/** server/src too: the Dashboard's build reads the server's config and plugins (schema, custom fields, extensions). */
const DASHBOARD_SOURCES = ['server/dashboard', 'server/src', 'domain', 'package.json', 'node_modules/@vendure/dashboard/package.json']

const DASHBOARD_BUILT = (root: string) => join(root, 'server', 'dist-dashboard', 'index.html')

export const dashboardIsBuilt = (root: string) => existsSync(DASHBOARD_BUILT(root))
export const dashboardIsStale = (root: string) => isStale(root, DASHBOARD_SOURCES, DASHBOARD_BUILT(root))

export async function buildDashboardIfStale(root: string): Promise<void> {
  if (!dashboardIsStale(root)) return
  console.log('Building the Dashboard…')
  await run(root, [join(root, 'server', 'dashboard', 'build.mjs'), '--quiet'], { ...process.env, NODE_ENV: 'production' })
}
