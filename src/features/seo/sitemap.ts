import type { Alternate } from '@/lib/alternates'

/** One page in every language and market, the first its `x-default`. */
export type SitemapEntry = { urls: ReadonlyArray<Alternate> }

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// Each page with its hreflang alternates (as in its head), so search engines pair the translations.
export function sitemapXml(entries: ReadonlyArray<SitemapEntry>): string {
  const urls = entries.flatMap(({ urls: versions }) =>
    [...new Set(versions.map(({ href }) => href))].map((url) => {
      const alternates = [...versions, { hreflang: 'x-default', href: versions[0]?.href ?? url }]
      return [
        '  <url>',
        `    <loc>${escapeXml(url)}</loc>`,
        ...alternates.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`),
        '  </url>',
      ].join('\n')
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
}
