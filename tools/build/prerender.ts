/** `npm run build`'s second step, after `vite build`: every page in every locale to static HTML (docs/prerendering.md). */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { compressFile } from './precompress.ts'
import { writeStaticHostHeaders } from './staticHostHeaders.ts'
import { deferScripts, pageHtml, routeChunks, routeStyles, type BuildManifest } from './pageHtml.ts'
import { startShopEngine } from './shopEngine.ts'

const root = resolve(import.meta.dirname, '../..')
const dist = join(root, 'dist')
const serverOut = join(root, 'node_modules', '.prerender')

type Entry = typeof import('../../src/entry-server.tsx')

async function buildServerEntry(): Promise<Entry> {
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true },
  })
  return import(pathToFileURL(join(serverOut, 'entry-server.js')).href) as Promise<Entry>
}

function serveApi(origin: string, engine: string) {
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== origin) return realFetch(input, init)
    if (/^\/(?:shop-api|api)\//.test(`${url.pathname}/`)) return realFetch(`${engine}${url.pathname}${url.search}`, init)
    try {
      return new Response(await readFile(join(dist, decodeURIComponent(url.pathname))), {
        headers: { 'Content-Type': 'application/json' },
      })
    } catch {
      return new Response('Not found', { status: 404 })
    }
  }
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
  const [entry, engine] = await Promise.all([buildServerEntry(), startShopEngine(root)])
  try {
    serveApi(entry.PRERENDER_ORIGIN, engine.origin)
    await prerender(entry, started)
  } finally {
    await engine.stop()
  }
}

async function prerender(entry: Entry, started: number) {
  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest
  const preloadedByTemplate = new Set([...template.matchAll(/href="\/([^"]+)"/g)].map(([, file = '']) => file))
  const catalogOf = (locale: string) => manifest[`src/locales/${locale}/messages.po`]?.file ?? ''
  const templateCatalog = [...preloadedByTemplate].find((file) => file === catalogOf('en') || file === catalogOf('zh')) ?? ''

  // The server answers pages added to the catalogue after this build with the app alone.
  await write(join(dist, 'app.html'), deferScripts(template))
  const pages = await entry.sitePages()
  const shopfronts = new Map(pages.map(({ shopfront }) => [`${shopfront.locale}-${shopfront.market}`, shopfront]))
  const notFoundPages = [...shopfronts.values()].map((shopfront) => ({ href: entry.notFoundHref(shopfront), notFound: true }))
  const written: Array<string> = []
  for (const { href, notFound } of [...pages.map((page) => ({ href: page.href, notFound: false })), ...notFoundPages]) {
    const page = await entry.renderPage(href)
    if ((page.status === 404) !== notFound) throw new Error(`prerender: ${href} answered ${page.status} (${page.routeIds.join(' > ')})`)
    const html = pageHtml(template, '/', {
      lang: page.lang,
      prerenderedFor: notFound ? '404' : href,
      appHtml: page.appHtml,
      queryState: page.queryState,
      structuredData: page.structuredData,
      preload: routeChunks(manifest, page.routeIds, preloadedByTemplate),
      styles: routeStyles(manifest, page.routeIds, preloadedByTemplate),
      catalog: { template: templateCatalog, page: catalogOf(page.locale) },
    })
    await write(fileOf(href, notFound), html)
    if (!notFound) written.push(href)
  }

  const { sitemap, robots } = entry.crawlerFiles(pages)
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
