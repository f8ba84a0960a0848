import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/[\r\n]+\s*/g, ' ')
    .replace(/["%#<>{}|\\^`]/g, encodeURIComponent)}`
}

/** Inlined because Lighthouse counts a linked icon's request into LCP (docs/performance.md); the CSP allows `data:` images. */
export function inlineFavicon(file: string): Plugin {
  return {
    name: 'shop:inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const link = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/
      if (!link.test(html)) throw new Error('inlineFavicon: index.html has no <link rel="icon" href="/favicon.svg">')
      return html.replace(link, `<link rel="icon" href="${svgDataUrl(readFileSync(file, 'utf8'))}" type="image/svg+xml" />`)
    },
  }
}
