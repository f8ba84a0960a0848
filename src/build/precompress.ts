import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt|xml)$/
const MIN_BYTES = 512

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
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }))
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
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
      for await (const path of files(outDir)) await compressFile(path)
    },
  }
}
