import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { gzipAsync } from '@gfx/zopfli'

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|xml)$/
/** Hashed code, cached for good and the bulk of a first load: worth Zopfli's slower, ~3 % smaller gzip. */
const ZOPFLI = /\.(?:js|css)$/

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

export async function compressFile(path: string): Promise<void> {
  if (!COMPRESSIBLE.test(path)) return
  const body = await readFile(path)
  // zlib compresses on libuv's thread pool, in parallel; Zopfli blocks the main thread, so pages (rewritten every build) use zlib.
  const [gz, br] = await Promise.all([
    ZOPFLI.test(path) ? gzipAsync(body, { numiterations: 5 }) : promisify(gzip)(body, { level: 9 }),
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ])
  const keepIfSmaller = async (copy: Uint8Array, file: string) => {
    if (copy.length < body.length) await writeFile(file, copy)
    else await rm(file, { force: true })
  }
  await Promise.all([keepIfSmaller(gz, `${path}.gz`), keepIfSmaller(br, `${path}.br`)])
}

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
