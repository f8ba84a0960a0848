import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { gzipAsync } from '@gfx/zopfli'

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|xml)$/
const MIN_BYTES = 512
/** Hashed code, cached for good and the bulk of a first load: worth Zopfli's slower, ~3 % smaller gzip. */
const ZOPFLI = /\.(?:js|css)$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

/** Writes `.gz` and `.br` beside one text file (the prerender step uses it for the pages it writes). */
export async function compressFile(path: string): Promise<void> {
  if (!COMPRESSIBLE.test(path)) return
  const body = await readFile(path)
  if (body.length < MIN_BYTES) return
  // zlib's async forms run on libuv's thread pool, so files passed in together compress in parallel.
  // Zopfli writes ordinary gzip that every browser reads; it runs on the main thread, so it is
  // kept for the assets, and pages (rewritten on every build) use zlib.
  const [gz, br] = await Promise.all([
    ZOPFLI.test(path) ? gzipAsync(body, { numiterations: 5 }) : promisify(gzip)(body, { level: 9 }),
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ])
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)])
}

/** Writes `.gz` and `.br` beside every text asset, so any static server can send them as they are. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      const pending: Array<Promise<void>> = []
      for await (const path of files(outDir)) pending.push(compressFile(path))
      await Promise.all(pending)
    },
  }
}
