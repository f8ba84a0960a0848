/** A page to its HTML, for the build and for the server after a catalogue change (docs/prerendering.md), bundled with the app. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { crawlerFiles, notFoundHref, PRERENDER_ORIGIN, renderPage, sitePages } from '../../src/entry-server.tsx'
import { pageHtml, routeChunks, routeStyles, type BuildManifest } from './pageHtml.ts'

export { crawlerFiles, notFoundHref, sitePages }

export type RenderedHtml = { status: number; html: string }

/** The app's reads of its made-up origin go to the engine (the API) or to the built files (the rest). */
export function readThrough(engineOrigin: string, dist: string): void {
  const realFetch = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.origin !== PRERENDER_ORIGIN) return realFetch(input, init)
    if (/^\/(?:shop-api|api)\//.test(`${url.pathname}/`)) return realFetch(`${engineOrigin}${url.pathname}${url.search}`, init)
    try {
      return new Response(await readFile(join(dist, decodeURIComponent(url.pathname))), { headers: { 'Content-Type': 'application/json' } })
    } catch {
      return new Response('Not found', { status: 404 })
    }
  }
}

export function pageRenderer(template: string, manifest: BuildManifest): (href: string, notFound?: boolean) => Promise<RenderedHtml> {
  const preloadedByTemplate = new Set([...template.matchAll(/href="\/([^"]+)"/g)].map(([, file = '']) => file))
  const catalogOf = (locale: string) => manifest[`src/locales/${locale}/messages.po`]?.file ?? ''
  const templateCatalog = [...preloadedByTemplate].find((file) => file === catalogOf('en') || file === catalogOf('zh')) ?? ''
  // One at a time: the catalogs' i18n is one for the whole process, and a page's locale is set for its render.
  let queue: Promise<unknown> = Promise.resolve()
  const render = async (href: string, notFound: boolean): Promise<RenderedHtml> => {
    const page = await renderPage(href)
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
    return { status: page.status, html }
  }
  return (href, notFound = false) => {
    const rendered = queue.then(() => render(href, notFound))
    queue = rendered.catch(() => undefined)
    return rendered
  }
}
