import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { compressFile } from './precompress'

const script = Array.from({ length: 400 }, (_, i) => `export function item${i}(a,b){return a*${i % 17}+b.length-${i % 5}}\n`).join('')

describe('compressFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes gzip and brotli beside a script that decompress to the same bytes, the gzip smaller than zlib’s best', async () => {
    const path = join(dir, 'app-abc123.js')
    writeFileSync(path, script)
    await compressFile(path)
    const gz = readFileSync(`${path}.gz`)
    expect(gunzipSync(gz).toString()).toBe(script)
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script)
    expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length)
  })

  it('compresses pages with zlib, and leaves tiny files alone', async () => {
    const page = join(dir, 'index.html')
    writeFileSync(page, `<!doctype html>${'<p>Oak table</p>'.repeat(100)}`)
    await compressFile(page)
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toContain('<p>Oak table</p>')

    const tiny = join(dir, 'tiny.js')
    writeFileSync(tiny, 'export{}')
    await compressFile(tiny)
    expect(existsSync(`${tiny}.gz`)).toBe(false)
    expect(existsSync(`${tiny}.br`)).toBe(false)
  })

  it('compresses a chunk of a few hundred bytes, which gzip still makes smaller, and drops a copy no longer smaller', async () => {
    const chunk = join(dir, 'PageHeader-abc123.js')
    const code = script.slice(0, 400)
    writeFileSync(chunk, code)
    await compressFile(chunk)
    expect(readFileSync(`${chunk}.gz`).length).toBeLessThan(code.length)
    expect(readFileSync(`${chunk}.br`).length).toBeLessThan(code.length)

    writeFileSync(chunk, 'export{}')
    await compressFile(chunk)
    expect(existsSync(`${chunk}.gz`)).toBe(false)
    expect(existsSync(`${chunk}.br`)).toBe(false)
  })
})
