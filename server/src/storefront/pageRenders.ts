import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { SHIPPED_ROUTING, delocalizePath } from '#domain/locale/strategy.js'
import { catalogueVersion } from './catalogueEvents.js'

type Encoded = { body: Buffer; encoding?: 'br' | 'gzip' }
export type LivePage = { versions: Array<Encoded>; etag: string }

type Renderer = {
  readThrough: (engineOrigin: string, dist: string) => void
  pageRenderer: (template: string, manifest: unknown) => (href: string) => Promise<{ status: number; html: string }>
  sitePages: () => Promise<Array<unknown>>
  crawlerFiles: (pages: Array<unknown>) => { sitemap: string }
}

const CATALOGUE_PAGE = /^\/(?:collections\/[a-z0-9-]+(?:\/products\/[a-z0-9-]+)?)?$/

/** Home, a collection (the sale too) or a product: what shows prices, names and stock. */
const showsCatalogue = (pathname: string) => CATALOGUE_PAGE.test(delocalizePath(pathname.replace(/(.)\/$/, '$1'), SHIPPED_ROUTING).pathname)

async function encoded(text: string): Promise<LivePage> {
  const body = Buffer.from(text)
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    promisify(gzip)(body, { level: 6 }),
  ])
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`
  return { versions: [{ body: br, encoding: 'br' }, { body: gz, encoding: 'gzip' }, { body }], etag }
}

// Renders waiting beyond this, a page asked for is answered from the render before the change (docs/prerendering.md).
const WAITING_AT_MOST = 8
const SETTLING_MS = 3000

/** Catalogue pages and the sitemap as the catalogue is now, kept until it changes (docs/prerendering.md); `undefined`: the build's; `gone`: the 404 page. */
export function pageRenders(
  root: string,
  dist: string,
  engineOrigin: () => string,
  sells: (pathname: string) => Promise<boolean>,
  version: () => number = catalogueVersion,
) {
  const dir = join(root, 'dist-render')
  const available = existsSync(join(dir, 'pageRenderer.js'))
  let loaded: Promise<{ render: ReturnType<Renderer['pageRenderer']>; renderer: Renderer }> | undefined
  const load = () =>
    (loaded ??= (import(pathToFileURL(join(dir, 'pageRenderer.js')).href) as Promise<Renderer>)
      .then((renderer) => {
        renderer.readThrough(engineOrigin(), dist)
        const manifest: unknown = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'))
        return { render: renderer.pageRenderer(readFileSync(join(dir, 'template.html'), 'utf8'), manifest), renderer }
      })
      .catch((error: unknown) => {
        loaded = undefined
        throw error
      }))
  let keptFor = version()
  let changedAt = 0
  const kept = new Map<string, Promise<LivePage | undefined>>()
  const latest = new Map<string, { version: number; page: LivePage }>()
  let waiting = 0
  let turn: Promise<unknown> = Promise.resolve()

  const keep = (key: string, make: () => Promise<string | undefined>): Promise<LivePage | undefined> => {
    if (keptFor !== version()) {
      kept.clear()
      keptFor = version()
      changedAt = Date.now()
    }
    const renderedFor = keptFor
    const last = latest.get(key)
    if (last?.version === renderedFor) return Promise.resolve(last.page)
    const known = kept.get(key)
    if (known) return waiting > WAITING_AT_MOST && last ? Promise.resolve(last.page) : known
    // Beyond the bound, no new render: the earlier one answers until the queue has room.
    if (waiting >= WAITING_AT_MOST && last) return Promise.resolve(last.page)
    waiting++
    const rendered = turn.then(() => (version() === renderedFor ? make() : undefined))
    turn = rendered.catch(() => undefined)
    const answer: Promise<LivePage | undefined> = rendered
      .then((text) => (text === undefined ? undefined : encoded(text)))
      .then((page) => {
        if (page) latest.set(key, { version: renderedFor, page })
        return page ?? latest.get(key)?.page
      })
      .catch((error: unknown) => {
        console.error(`The page ${key} could not be rendered; its last render or the build's is served: ${(error as Error).message}`)
        if (kept.get(key) === answer) kept.delete(key)
        return latest.get(key)?.page
      })
      .finally(() => waiting--)
    kept.set(key, answer)
    // Just after a change, Vendure's search index (the collections' counts) may not have caught up: made again later.
    if (Date.now() - changedAt < SETTLING_MS)
      setTimeout(() => {
        if (kept.get(key) === answer) kept.delete(key)
        if (latest.get(key)?.version === renderedFor) latest.set(key, { version: -1, page: latest.get(key)!.page })
      }, SETTLING_MS).unref()
    return answer
  }

  async function livePage(pathname: string): Promise<LivePage | 'gone' | undefined> {
    const sold = await sells(pathname).catch(() => undefined)
    if (sold === undefined) return undefined
    if (!sold) return 'gone'
    return keep(pathname, async () => {
      const page = await (await load()).render(pathname)
      return page.status === 200 ? page.html : undefined
    })
  }

  return {
    page: (pathname: string): Promise<LivePage | 'gone' | undefined> | undefined =>
      available && showsCatalogue(pathname) ? livePage(pathname) : undefined,
    sitemap: (): Promise<LivePage | undefined> | undefined =>
      available
        ? keep('/sitemap.xml', async () => {
            const { renderer } = await load()
            return renderer.crawlerFiles(await renderer.sitePages()).sitemap
          })
        : undefined,
  }
}
