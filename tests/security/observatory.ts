/**
 * `npm run observatory`: grades the built shop with Mozilla's HTTP Observatory, offline, and
 * fails unless it is A+. The real Observatory needs a public hostname, so this runs the npm
 * package's own scanner against `createShopServer` on 127.0.0.1 over https (a self-signed
 * certificate made by openssl), with plain http redirecting to https on the same port.
 *
 * The package is not a devDependency: its postinstall downloads lists from the internet and it
 * brings a database client and a web framework. It is installed on demand, scripts off, into
 * node_modules/.cache/observatory (or $OBSERVATORY_CACHE), with the one list the scan reads
 * (the HSTS preload list) stubbed empty: the local host is on no preload list anyway.
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer as createNetServer, type AddressInfo, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createShopServer } from '../../server/src/http/createServer.ts'

const PACKAGE = '@mdn/mdn-http-observatory'
const VERSION = '1.4.8' // pinned: the scoring changes between versions
const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const cacheDir = resolve(process.env.OBSERVATORY_CACHE ?? join(root, 'node_modules', '.cache', 'observatory'))
const packageDir = join(cacheDir, 'node_modules', ...PACKAGE.split('/'))

function installScanner() {
  const installed = join(packageDir, 'package.json')
  if (!existsSync(installed) || JSON.parse(readFileSync(installed, 'utf8')).version !== VERSION) {
    console.log(`Installing ${PACKAGE}@${VERSION} into ${cacheDir}…`)
    mkdirSync(cacheDir, { recursive: true })
    const args = ['install', '--prefix', cacheDir, '--ignore-scripts', '--no-save', '--no-audit', '--no-fund', `${PACKAGE}@${VERSION}`]
    // Under `npm run`, the npm that runs us; else the one on PATH.
    const npm = process.env.npm_execpath
    if (npm && /\.c?js$/.test(npm)) execFileSync(process.execPath, [npm, ...args], { stdio: 'inherit' })
    else execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { stdio: 'inherit', shell: process.platform === 'win32' })
  }
  const preload = join(packageDir, 'conf', 'hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}')
}

/** A throwaway certificate for 127.0.0.1 (the scanner checks the name, so it must be in the SAN). */
function makeCertificate(dir: string) {
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { key: readFileSync(key), cert: readFileSync(cert), certPath: cert }
}

/**
 * One port for both schemes, because the scanner asks http:// and https:// on the same host and
 * port: a connection that opens with a TLS handshake record (0x16) goes to the shop, anything else
 * to a listener that answers 301 to the same URL over https (what a CDN's edge does).
 */
function frontDoor(shop: Server): Server {
  const redirect = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}` }).end()
  })
  return createNetServer((socket) => {
    socket.once('data', (first) => {
      socket.pause()
      socket.unshift(first)
      ;(first[0] === 0x16 ? shop : redirect).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })
}

type Report = {
  score: number
  grade: string
  tests: Record<string, { pass: boolean; result: string; modifier: number; description: string }>
}

function runScan(host: string, certPath: string): Promise<Report> {
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [join(import.meta.dirname, 'observatoryScan.ts'), packageDir, host],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: certPath }, maxBuffer: 1 << 24 },
      (error, stdout, stderr) => (error ? fail(new Error(`${error.message}\n${stderr}`)) : done(JSON.parse(stdout) as Report)),
    )
  })
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.')
  process.exit(1)
}
installScanner()
const work = mkdtempSync(join(tmpdir(), 'woodnest-observatory-'))
const { key, cert, certPath } = makeCertificate(work)
const shop = createShopServer({ distDir: dist, tls: { key, cert } })
const front = frontDoor(shop)
await new Promise<void>((ready) => front.listen(0, '127.0.0.1', ready))
const host = `127.0.0.1:${(front.address() as AddressInfo).port}`

let report: Report
try {
  report = await runScan(host, certPath)
} finally {
  front.close()
  shop.close()
  rmSync(work, { recursive: true, force: true })
}

for (const [name, test] of Object.entries(report.tests)) {
  const modifier = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier)
  console.log(`${test.pass ? 'pass' : 'FAIL'}  ${modifier.padStart(4)}  ${name}: ${test.result}`)
}
console.log(`\nHTTP Observatory ${VERSION} (offline): ${report.score} / ${report.grade}`)
if (report.grade !== 'A+') {
  console.error('The shop must grade A+.')
  process.exit(1)
}
process.exit(0)
