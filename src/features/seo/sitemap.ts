import type { Locale } from '#domain/locale/locales'

export type SitemapEntry = { urls: ReadonlyArray<{ locale: Locale; url: string }> }

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

// Each page with its hreflang alternates (as in its head), so search engines pair the translations.
export function sitemapXml(entries: ReadonlyArray<SitemapEntry>): string {
  const urls = entries.flatMap(({ urls: versions }) =>
    versions.map(({ url }) => {
      const alternates = [
        ...versions.map((version) => ({ hreflang: version.locale, href: version.url })),
        { hreflang: 'x-default', href: versions[0]?.url ?? url },
      ]
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
