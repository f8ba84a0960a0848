import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** The SVG as a `data:` URL: percent-encoded where it must be, readable elsewhere (smaller than base64). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/[\r\n]+\s*/g, ' ')
    .replace(/["%#<>{}|\\^`]/g, encodeURIComponent)}`
}

/**
 * Writes the favicon (233 bytes) into the page instead of linking it: Chromium asks for a linked
 * icon as soon as the page has loaded, often before its first paint is on screen, and
 * Lighthouse's LCP model then counts that request's round trip into LCP (~150 ms). `public/`
 * keeps the file for whoever links it (the structured data's logo). The CSP allows `data:` images.
 */
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
