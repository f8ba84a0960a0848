import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { shopDbPath } from './api/dbPath.ts'
import { createShopServer } from './createServer.ts'
import { apiOriginOf } from './securityHeaders.ts'

const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const port = Number(process.env.PORT ?? 4173)
const skipBuild = process.argv.includes('--no-build')

function newestMtime(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

function buildIsStale(): boolean {
  // The prerender step writes 404.html after every page: a build without it is unfinished.
  const index = join(dist, '404.html')
  if (!existsSync(index)) return true
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(root, p))
  return Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(index).mtimeMs
}

if (!skipBuild && buildIsStale()) {
  console.log('Building the shop…')
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  for (const step of [[vite, 'build'], [join(root, 'src', 'build', 'prerender.ts')]]) {
    // The shop's build whatever NODE_ENV says: under a test runner it is `test`, and Vite would bundle React's development build.
    const result = spawnSync(process.execPath, step, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
}
if (!existsSync(join(dist, '404.html'))) {
  console.error('No build found in dist/. Run `npm run build` first, or `npm start` without --no-build.')
  process.exit(1)
}

const dbPath = shopDbPath(root)
let server: ReturnType<typeof createShopServer>
try {
  // The build read the same variable: its API host must be allowed by connect-src.
  server = createShopServer({ distDir: dist, dbPath, apiOrigin: apiOriginOf(process.env.VITE_API_BASE_URL) })
} catch (error) {
  console.error(`Cannot open the submissions database ${dbPath}: ${(error as Error).message}`)
  process.exit(1)
}
server.listen(port, () => {
  console.log(`\nWoodnest is open at http://localhost:${(server.address() as AddressInfo).port}/ (Ctrl+C to stop)`)
  console.log(`Submissions are stored in ${dbPath} (npm run submissions lists them)\n`)
})
// Close the database on the way out, so that SQLite folds its write-ahead log back into the file.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
}
