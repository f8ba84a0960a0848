import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildShop, PRODUCTION, run } from './build.ts'
import { localize, type BenchPage } from './pages.ts'
import { serveShop } from './server.ts'
import { SHOP_LANGUAGE_SWITCH } from './interactions.ts'

/** One side of a side-by-side run: a build served on this machine. */
export type Target = {
  label: string
  origin: string
  /** The element that switches this build's language on a page. */
  languageSwitch: (page: BenchPage) => string
  close: () => Promise<void>
}

const log = (message: string) => console.log(`[bench] ${message}`)

/** The working tree's shop, built and served as `npm run serve` serves it. */
export async function shopTarget(root: string, label: string, build: boolean): Promise<Target> {
  if (build) {
    log(`${label}: building…`)
    await buildShop(root)
  }
  const shop = await serveShop(root, 0)
  return { label, origin: shop.origin, languageSwitch: SHOP_LANGUAGE_SWITCH, close: shop.close }
}

/**
 * Another commit of the shop, checked out in a git worktree in the system's temporary folder (Node
 * strips no types under a node_modules folder), built with
 * its own `npm run build` and served by its own server. It shares this tree's node_modules while
 * the lock files match, and installs its own otherwise.
 */
export async function commitTarget(root: string, ref: string): Promise<Target> {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim()
  const label = `${ref} (${sha.slice(0, 7)})`
  const tree = join(tmpdir(), 'woodnest-bench-against', sha)
  if (!existsSync(join(tree, 'package.json'))) {
    rmSync(tree, { recursive: true, force: true })
    execFileSync('git', ['worktree', 'prune'], { cwd: root })
    execFileSync('git', ['worktree', 'add', '--detach', tree, sha], { cwd: root, stdio: 'ignore' })
  }
  const sameLock = readFileSync(join(tree, 'package-lock.json'), 'utf8') === readFileSync(join(root, 'package-lock.json'), 'utf8')
  if (!existsSync(join(tree, 'node_modules'))) {
    if (sameLock) symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir')
    else {
      log(`${label}: its lock file differs, installing its packages…`)
      await run(tree, 'npm', ['ci', '--no-audit', '--no-fund'])
    }
  }
  if (!existsSync(join(tree, 'dist', '404.html'))) {
    log(`${label}: building…`)
    await run(tree, 'npm', ['run', 'build'], PRODUCTION)
  }
  // Its server's entry, before and after the server got a rootDir of its own.
  const entry = ['server/dist/main.js', 'server/dist/server/src/main.js'].find((file) => existsSync(join(tree, file)))
  if (!entry) throw new Error(`${label}: no compiled server in ${tree}/server/dist`)
  const shop = await serveShop(tree, 0, entry)
  return { label, origin: shop.origin, languageSwitch: SHOP_LANGUAGE_SWITCH, close: shop.close }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * The origin stack (../shared/peers/nuxt-shop: Nuxt 4, @nuxtjs/i18n, Vuetify 3), statically
 * generated as its README says, in a copy under node_modules/.cache (shared/ is read-only), served
 * by its own static server with gzip.
 */
export async function peerTarget(root: string): Promise<Target> {
  const source = join(root, '..', 'shared', 'peers', 'nuxt-shop')
  if (!existsSync(join(source, 'package.json'))) throw new Error(`--peer: no peer at ${source}`)
  // Beside the content it reads (../content.json), as in shared/peers.
  const copy = join(root, 'node_modules', '.cache', 'bench-peer', 'nuxt-shop')
  const stamp = join(copy, '.copied-from')
  const version = createHash('sha256')
    .update(['package.json', 'package-lock.json', 'nuxt.config.ts'].map((file) => readFileSync(join(source, file), 'utf8')).join('\0'))
    .digest('hex')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== version) {
    rmSync(copy, { recursive: true, force: true })
    mkdirSync(copy, { recursive: true })
    cpSync(source, copy, { recursive: true, filter: (path) => !/\/(node_modules|\.output|\.nuxt|out)$/.test(path) })
    writeFileSync(stamp, version)
  }
  cpSync(join(source, '..', 'content.json'), join(copy, '..', 'content.json'))
  if (!existsSync(join(copy, 'node_modules'))) {
    log('peer: installing its packages (npm install, as its README says)…')
    await run(copy, 'npm', ['install', '--no-audit', '--no-fund'])
  }
  if (!existsSync(join(copy, 'out', 'ssg', 'index.html'))) {
    log('peer: generating its static site…')
    await run(copy, 'npm', ['run', 'generate:ssg'], PRODUCTION)
  }
  const port = await freePort()
  const server = spawn(process.execPath, ['scripts/static-serve.mjs', '--root', 'out/ssg', '--port', String(port)], {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    const answered = await fetch(`${origin}/`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (answered) break
    if (attempt > 100 || server.exitCode !== null) {
      server.kill('SIGKILL')
      throw new Error('peer: its static server did not answer')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    label: 'peer (Nuxt + Vuetify)',
    origin,
    // Its app bar's language button links to the same page in the other language.
    languageSwitch: (page) => `.v-app-bar a[href="${localize(page.route, page.locale === 'en' ? 'zh' : 'en')}"]`,
    close: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM')
        await new Promise((resolve) => server.once('exit', resolve))
      }
    },
  }
}
