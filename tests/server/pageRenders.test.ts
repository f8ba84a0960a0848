import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pageRenders } from '../../server/src/storefront/pageRenders.ts'

// A renderer as the build bundles it (dist-render/), each render taking 20 ms and naming the catalogue it saw.
const root = mkdtempSync(join(tmpdir(), 'page-renders-'))
mkdirSync(join(root, 'dist-render'))
writeFileSync(join(root, 'dist-render', 'template.html'), '<!doctype html><div id="app"></div>')
writeFileSync(join(root, 'dist-render', 'manifest.json'), '{}')
writeFileSync(
  join(root, 'dist-render', 'pageRenderer.js'),
  `export const readThrough = () => {}
export const sitePages = async () => []
export const crawlerFiles = () => ({ sitemap: '<urlset/>' })
export function pageRenderer() {
  let queue = Promise.resolve()
  return (href) => {
    const rendered = queue.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      globalThis.renders.push(href)
      return { status: 200, html: href + ' of catalogue ' + globalThis.catalogue }
    })
    queue = rendered.catch(() => {})
    return rendered
  }
}
`,
)
afterAll(() => rmSync(root, { recursive: true, force: true }))

type Shared = { renders: Array<string>; catalogue: number }
const shared = globalThis as unknown as Shared
const page = (n: number) => `/collections/kova/products/piece-${n}`
const text = async (answer: Promise<unknown> | undefined) => {
  const page = (await answer) as { versions: Array<{ body: Buffer; encoding?: string }> } | 'gone' | undefined
  return typeof page === 'object' ? page.versions.find((version) => !version.encoding)!.body.toString() : page
}

describe('the catalogue pages the server renders, kept until the catalogue changes', () => {
  const renders = (sells: (pathname: string) => Promise<boolean> = async () => true) =>
    pageRenders(
      root,
      root,
      () => 'http://127.0.0.1:1',
      sells,
      () => shared.catalogue,
    )

  it('renders a page once per catalogue, and again after a change', async () => {
    shared.renders = []
    shared.catalogue = 1
    const live = renders()
    expect(await text(live.page(page(1)))).toBe(`${page(1)} of catalogue 1`)
    expect(await text(live.page(page(1)))).toBe(`${page(1)} of catalogue 1`)
    expect(shared.renders).toEqual([page(1)])
    shared.catalogue = 2
    expect(await text(live.page(page(1)))).toBe(`${page(1)} of catalogue 2`)
    expect(shared.renders).toEqual([page(1), page(1)])
  })

  it('with more than 8 renders waiting, answers a page from its render before the change, then from its own', async () => {
    shared.renders = []
    shared.catalogue = 1
    const live = renders()
    for (let n = 0; n < 12; n++) await live.page(page(n))
    shared.catalogue = 2
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => text(live.page(page(n)))))
    expect(answers.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, n) => `${page(n)} of catalogue 2`))
    expect(answers.slice(8)).toEqual([8, 9, 10, 11].map((n) => `${page(n)} of catalogue 1`))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await text(live.page(page(11)))).toBe(`${page(11)} of catalogue 2`)
  })

  it('is the 404 page for what the market does not sell, and the build’s page when that cannot be told', async () => {
    shared.catalogue = 1
    expect(await text(renders(async () => false).page(page(1)))).toBe('gone')
    expect(await text(renders(() => Promise.reject(new Error('no index'))).page(page(1)))).toBeUndefined()
    // Not a catalogue page: always the build's.
    expect(renders().page('/faq')).toBeUndefined()
  })
})
