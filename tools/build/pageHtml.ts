export type BuildManifest = Record<string, { file: string; imports?: Array<string>; css?: Array<string> }>

export function routeIdOfFile(file: string): string {
  const path = file.replace(/\.tsx?$/, '').replace(/[./]/g, '/')
  return `/${path.replace(/(^|\/)index$/, '$1')}`
}

export function routeChunks(manifest: BuildManifest, routeIds: ReadonlyArray<string>, preloaded: ReadonlySet<string>): Array<string> {
  return routeChunkKeys(manifest, routeIds, preloaded).map((key) => manifest[key]!.file)
}

/** The stylesheets those chunks bring (a page component imports its own; the template links the shell's). */
export function routeStyles(manifest: BuildManifest, routeIds: ReadonlyArray<string>, preloaded: ReadonlySet<string>): Array<string> {
  const styles = routeChunkKeys(manifest, routeIds, preloaded).flatMap((key) => manifest[key]!.css ?? [])
  return [...new Set(styles)].filter((file) => !preloaded.has(file))
}

function routeChunkKeys(manifest: BuildManifest, routeIds: ReadonlyArray<string>, preloaded: ReadonlySet<string>): Array<string> {
  const wanted = new Set(routeIds)
  // The router's plugin names the parts split from a route file `<file>?<part>`; each is one its page needs (vite.config.ts).
  const routeKeys = Object.keys(manifest).filter((key) => {
    const file = /^src\/routes\/([^?]+)/.exec(key)?.[1]
    return file !== undefined && wanted.has(routeIdOfFile(file))
  })
  const keys = new Map<string, string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || keys.has(chunk.file) || preloaded.has(chunk.file)) return
    keys.set(chunk.file, key)
    chunk.imports?.forEach(visit)
  }
  routeKeys.forEach(visit)
  return [...keys.values()]
}

/** Nothing in it can end the `<script>` element or be read as markup. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function splitHeadTags(appHtml: string): { head: string; body: string } {
  const head = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/.exec(appHtml)?.[0] ?? ''
  return { head, body: appHtml.slice(head.length) }
}

export type PageParts = {
  lang: string
  prerenderedFor: string
  appHtml: string
  queryState: unknown
  structuredData: ReadonlyArray<unknown>
  preload: ReadonlyArray<string>
  styles: ReadonlyArray<string>
  catalog: { template: string; page: string }
}

/** Starts the app after the first contentful paint (docs/performance.md); the same on every page and build: the CSP allows one hash. */
export const DEFERRED_START =
  // `g`: leaving (for 10 s, as a download fires beforeunload and stays), so a cancelled entry import is no error.
  "(function(){var d=0,g=0;addEventListener('beforeunload',function(){g=1;setTimeout(function(){g=0},1e4)});addEventListener('pageshow',function(){g=0});function s(){if(d)return;d=1;var q=[].slice.call(document.querySelectorAll('link[rel=x-shop-preload]'));var e=document.querySelector('link[rel=x-shop-entry]');if(e)import(e.href).catch(function(r){if(!g)throw r});" +
  // Each request costs the main thread a few ms to issue: a few per task, not all in one long task.
  "(function n(){q.splice(0,3).forEach(function(l){var p=document.createElement('link');p.rel='modulepreload';p.crossOrigin='';p.href=l.href;document.head.appendChild(p)});if(q.length)setTimeout(n)})()}" +
  'function later(){setTimeout(s)}' +
  "if(document.visibilityState==='hidden')s();" +
  "else if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){" +
  "new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});setTimeout(s,2000)}" +
  'else requestAnimationFrame(later)})()'

export function deferScripts(html: string): string {
  return html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, '<link rel="x-shop-entry" href="$1">')
    .replace(/<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g, '<link rel="x-shop-preload" href="$1">')
    .replace('</body>', `<script>${DEFERRED_START}</script></body>`)
}

export function pageHtml(template: string, base: string, page: PageParts): string {
  const { head, body } = splitHeadTags(page.appHtml)
  const headTags = [
    head,
    ...page.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    ...page.preload.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    ...page.styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
  ].join('')
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(`${base}${page.catalog.template}`, `${base}${page.catalog.page}`)
    .replace('</head>', `${headTags}</head>`)
    .replace(
      '<div id="app"></div>',
      `<div id="app" data-prerendered="${page.prerenderedFor}">${body}</div>` +
        `<script type="application/json" id="shop-query-state">${scriptJson(page.queryState)}</script>`,
    )
  if (!html.includes('data-prerendered=')) throw new Error('prerender: index.html has no empty <div id="app"></div>')
  const deferred = deferScripts(html)
  if (!deferred.includes('rel="x-shop-entry"')) throw new Error('prerender: index.html has no module entry script')
  return deferred
}
