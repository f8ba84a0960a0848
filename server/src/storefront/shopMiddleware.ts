import type { IncomingMessage, ServerResponse } from 'node:http'
import { asUnit } from '../plugins/sqlite-transactions/unitOfWork.js'
import { createShopHandler } from '../http/app.ts'
import { apiOriginOf } from '../http/securityHeaders.ts'
import { catalogueSearch, type CatalogueSearch } from './catalogueSearch.js'
import { livePages, sellsPage } from './livePages.js'
import { pageRenders } from './pageRenders.js'
import { ROOT } from '../config/environment.js'
import { isSameOriginWrite } from './sameOrigin.ts'
import { smtpTransport } from '../config/email.js'
import { isMailboxPath, mayOpenMailbox, setMailboxHeaders } from '../plugins/email/mailboxGuard.js'
import { isDashboardPath, setDashboardHeaders } from '../plugins/back-office/dashboardHeaders.js'

const VENDURE_PATHS = /^\/(?:shop-api|admin-api|health|dashboard|mailbox|api\/v1)(?:[/?]|$)/

type Handler = (req: IncomingMessage, res: ServerResponse) => void

export type ShopMiddleware = ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) & {
  search: CatalogueSearch
  listening: (origin: string) => void
  open: (distDir?: string) => void
  dashboard: (state: DashboardState) => void
}

/** `building`: npm start is building it; `missing`: not built (or its build failed). Vendure's own page for both is for developers. */
type DashboardState = 'ready' | 'building' | 'missing'

const page = (title: string, body: string, refresh: boolean) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="10">' : ''}<title>${title}</title>
<style>body{font:1.05rem/1.6 system-ui,sans-serif;max-width:34rem;margin:4rem auto;padding:0 1.25rem;color:#2b2420}code{font-size:.95em}</style></head>
<body>${body}</body></html>
`

const DASHBOARD_PAGES: Record<Exclude<DashboardState, 'ready'>, string> = {
  building: page(
    'The Dashboard is being prepared · 后台正在准备',
    `<h1>The Dashboard is being prepared</h1>
<p>The shop is open. Its Dashboard is built on the first start, which takes a minute or two; this page reloads itself until it is ready.</p>
<h1 lang="zh">后台正在准备</h1>
<p lang="zh">商店已经开门。首次启动时需要一两分钟来构建后台；本页会自动刷新，准备好后即可使用。</p>`,
    true,
  ),
  missing: page(
    'The Dashboard is not built · 后台尚未构建',
    `<h1>The Dashboard is not built</h1>
<p>Build it with <code>npm run build:dashboard</code> and start the shop again (<code>npm start</code> builds it by itself). If a build failed, the reason is in the shop's log.</p>
<h1 lang="zh">后台尚未构建</h1>
<p lang="zh">请运行 <code>npm run build:dashboard</code>，然后重新启动商店（<code>npm start</code> 会自动构建）。如果构建失败，原因记录在商店的日志中。</p>`,
    false,
  ),
}

export function shopMiddleware(): ShopMiddleware {
  let origin = ''
  const search = catalogueSearch(() => origin)
  let pages: Handler | undefined
  let dashboard: DashboardState = 'ready'
  const notBuilt: Handler = (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end('This server answers the API only.\n')
  }
  const handle = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    // The build prerenders the search page while the pages are still closed.
    if (search.handle(req, res)) return
    const url = req.url ?? '/'
    if (isMailboxPath(url)) {
      if (!mayOpenMailbox(req, smtpTransport() !== undefined)) return pages ? pages(req, res) : notBuilt(req, res)
      setMailboxHeaders(res)
    }
    if (isDashboardPath(url)) {
      setDashboardHeaders(res)
      if (dashboard !== 'ready') {
        res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '10', 'Cache-Control': 'no-store' })
        return void res.end(DASHBOARD_PAGES[dashboard])
      }
    }
    if (VENDURE_PATHS.test(url)) {
      if (!isSameOriginWrite(req)) {
        res.writeHead(403, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        return void res.end(JSON.stringify({ error: 'cross-origin', message: 'This request must come from the shop’s own pages.' }))
      }
      return asUnit(next)
    }
    if (!pages) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2', 'Cache-Control': 'no-store' })
      return void res.end('The shop is starting. Please try again in a moment.\n商店正在启动，请稍后再试。\n')
    }
    pages(req, res)
  }
  return Object.assign(handle, {
    search,
    listening: (at: string) => void (origin = at),
    dashboard: (state: DashboardState) => void (dashboard = state),
    // The build read the same variable: its API host must be allowed by connect-src.
    open: (distDir?: string) => {
      if (!distDir) return void (pages = notBuilt)
      const renders = pageRenders(ROOT, distDir, () => origin, sellsPage(search.lists))
      pages = createShopHandler(distDir, {
        apiOrigin: apiOriginOf(process.env.VITE_API_BASE_URL),
        isLivePage: livePages(search.lists),
        rendered: (pathname) => (pathname === '/sitemap.xml' ? renders.sitemap() : renders.page(pathname)),
      })
    },
  })
}
