/** `npm run build`'s second step, after `vite build`: every page in every locale to static HTML (docs/prerendering.md). */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { compressFile } from './precompress.ts'
import { writeStaticHostHeaders } from './staticHostHeaders.ts'
import { deferScripts, type BuildManifest } from './pageHtml.ts'
import { startShopEngine } from './shopEngine.ts'

const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'dist')
// The renderer, the template and Vite's manifest, kept for the server's renders after a catalogue change.
const RENDERER_DIR = join(root, 'dist-render')

type Renderer = typeof import('./pageRenderer.ts')

async function buildRenderer(): Promise<Renderer> {
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'tools/build/pageRenderer.ts', outDir: RENDERER_DIR, emptyOutDir: true, copyPublicDir: false },
  })
  return import(pathToFileURL(join(RENDERER_DIR, 'pageRenderer.js')).href) as Promise<Renderer>
}

function fileOf(href: string, notFound: boolean): string {
  if (notFound) return join(dist, href.replace(/404$/, ''), '404.html')
  return join(dist, href, 'index.html')
}

const compressing: Array<Promise<void>> = []

async function write(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, text)
  compressing.push(compressFile(path))
}

async function main() {
  const started = performance.now()
  const [renderer, engine] = await Promise.all([buildRenderer(), startShopEngine(root)])
  try {
    renderer.readThrough(engine.origin, dist)
    await prerender(renderer, started)
  } finally {
    await engine.stop()
  }
}

async function prerender(renderer: Renderer, started: number) {
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const manifest = await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')
  await writeFile(join(RENDERER_DIR, 'template.html'), template)
  await writeFile(join(RENDERER_DIR, 'manifest.json'), manifest)
  const render = renderer.pageRenderer(template, JSON.parse(manifest) as BuildManifest)

  await write(join(dist, 'app.html'), deferScripts(template))
  const pages = await renderer.sitePages()
  const shopfronts = new Map(pages.map(({ shopfront }) => [`${shopfront.locale}-${shopfront.market}`, shopfront]))
  const notFoundPages = [...shopfronts.values()].map((shopfront) => ({ href: renderer.notFoundHref(shopfront), notFound: true }))
  const written: Array<string> = []
  for (const { href, notFound } of [...pages.map((page) => ({ href: page.href, notFound: false })), ...notFoundPages]) {
    const page = await render(href, notFound)
    if ((page.status === 404) !== notFound) throw new Error(`prerender: ${href} answered ${page.status}`)
    await write(fileOf(href, notFound), page.html)
    if (!notFound) written.push(href)
  }

  const { sitemap, robots } = renderer.crawlerFiles(pages)
  await write(join(dist, 'sitemap.xml'), sitemap)
  await write(join(dist, 'robots.txt'), robots)

  const { id } = JSON.parse(await readFile(join(dist, 'builds', 'latest.json'), 'utf8')) as { id: string }
  const metaPath = join(dist, 'builds', 'meta', `${id}.json`)
  const meta = JSON.parse(await readFile(metaPath, 'utf8')) as Record<string, unknown>
  await write(metaPath, JSON.stringify({ ...meta, prerendered: written }))

  await Promise.all(compressing)
  // The manifest is not for the public.
  await rm(join(dist, '.vite'), { recursive: true, force: true })
  writeStaticHostHeaders(dist)
  console.log(
    `Prerendered ${written.length} pages and ${notFoundPages.length} not-found pages in ${Math.round(performance.now() - started)} ms`,
  )
}

await main()
