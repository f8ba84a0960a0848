// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { deferScripts, pageHtml, routeChunks, routeIdOfFile, routeStyles, scriptJson, splitHeadTags, type BuildManifest } from './pageHtml'

const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="light">
  <head>
    <meta name="description" content="Shop-wide" />
    <title>Woodnest</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-b.js">
    <link rel="modulepreload" crossorigin="" href="/assets/messages-en.js">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`

describe('the prerender step', () => {
  it('names route files as the route tree does', () => {
    expect(routeIdOfFile('index.tsx')).toBe('/')
    expect(routeIdOfFile('faq.tsx')).toBe('/faq')
    expect(routeIdOfFile('coming-soon/index.tsx')).toBe('/coming-soon/')
    expect(routeIdOfFile('coming-soon/test.tsx')).toBe('/coming-soon/test')
    expect(routeIdOfFile('collections.$collection.index.tsx')).toBe('/collections/$collection/')
    expect(routeIdOfFile('collections.$collection.products.$product.tsx')).toBe('/collections/$collection/products/$product')
  })

  it('preloads the code split from a page’s route file with its imports, not another page’s nor what the template preloads', () => {
    const manifest: BuildManifest = {
      'src/routes/faq.tsx?component': { file: 'assets/faq.js', imports: ['_shared.js', '_shell.js'] },
      'src/routes/faq.tsx?pendingComponent': { file: 'assets/faq-skeleton.js' },
      'src/routes/videos.tsx?component': { file: 'assets/videos.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_deeper.js'] },
      '_deeper.js': { file: 'assets/deeper.js' },
      '_shell.js': { file: 'assets/shell.js', imports: ['_deeper.js'] },
    }
    expect(routeChunks(manifest, ['__root__', '/faq'], new Set())).toEqual([
      'assets/faq.js',
      'assets/shared.js',
      'assets/deeper.js',
      'assets/shell.js',
      'assets/faq-skeleton.js',
    ])
    expect(routeChunks(manifest, ['/faq'], new Set(['assets/shell.js', 'assets/deeper.js']))).toEqual([
      'assets/faq.js',
      'assets/shared.js',
      'assets/faq-skeleton.js',
    ])
  })

  it('links the stylesheets of a page’s chunks and their imports, once each, not those the template links', () => {
    const manifest: BuildManifest = {
      'src/routes/faq.tsx?component': { file: 'assets/faq.js', css: ['assets/faq.css'], imports: ['_shared.js', '_shell.js'] },
      'src/routes/videos.tsx?component': { file: 'assets/videos.js', css: ['assets/videos.css'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css', 'assets/faq.css'] },
      '_shell.js': { file: 'assets/shell.js', css: ['assets/shell.css'] },
    }
    expect(routeStyles(manifest, ['__root__', '/faq'], new Set(['assets/shell.js']))).toEqual(['assets/faq.css', 'assets/shared.css'])
    expect(routeStyles(manifest, ['/faq'], new Set(['assets/shared.css']))).toEqual(['assets/faq.css', 'assets/shell.css'])
    expect(routeStyles(manifest, ['/nope'], new Set())).toEqual([])
  })

  it('keeps JSON inside a script element from ending it', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    expect(JSON.parse(scriptJson({ text: '</script>' }))).toEqual({ text: '</script>' })
  })

  it('moves the head tags React wrote first into the head', () => {
    expect(
      splitHeadTags('<title>A</title><meta name="description" content="d"/><link rel="canonical" href="x"/><a href="/">A</a>'),
    ).toEqual({
      head: '<title>A</title><meta name="description" content="d"/><link rel="canonical" href="x"/>',
      body: '<a href="/">A</a>',
    })
  })

  it('writes a page: its language, head, markup, data and catalog, with the app started after the first paint', () => {
    const html = pageHtml(TEMPLATE, '/', {
      lang: 'zh-CN',
      prerenderedFor: '/zh/faq',
      appHtml: '<title>常见问题</title><meta name="description" content="快速解答"/><h1>常见问题</h1>',
      queryState: { queries: [] },
      structuredData: [{ '@type': 'FAQPage' }],
      preload: ['assets/faq.js'],
      styles: ['assets/faq.css'],
      catalog: { template: 'assets/messages-en.js', page: 'assets/messages-zh.js' },
    })
    expect(html).toContain('<html lang="zh-CN"')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>常见问题</title>')
    expect(html).not.toContain('Shop-wide')
    expect(html).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>')
    expect(html).toContain('<div id="app" data-prerendered="/zh/faq"><h1>常见问题</h1></div>')
    expect(html).toContain('<script type="application/json" id="shop-query-state">{"queries":[]}</script>')
    expect(html).not.toContain('messages-en.js')
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/)
    for (const file of ['index-a.js', 'shared-b.js', 'messages-zh.js', 'faq.js']) expect(html).toContain(file)
    expect(html).toContain('<link rel="x-shop-entry" href="/assets/index-a.js">')
    // The page's own styles render with it, before the app starts.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/faq.css"></head>')
  })

  it('fails loudly on a template it cannot fill', () => {
    expect(() => deferScripts('<html><body></body></html>')).not.toThrow()
    expect(() =>
      pageHtml('<html><body><main></main></body></html>', '/', {
        lang: 'en',
        prerenderedFor: '/',
        appHtml: '',
        queryState: {},
        structuredData: [],
        preload: [],
        styles: [],
        catalog: { template: '', page: '' },
      }),
    ).toThrow(/app/)
  })
})
