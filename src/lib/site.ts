/** The public https address pages name themselves by (canonical links, structured data, sitemap, QR code). */
export const SITE_URL = siteUrl(import.meta.env.VITE_SITE_URL)

function siteUrl(value: unknown): string {
  const url = typeof value === 'string' && value.startsWith('https://') ? value : 'https://woodnest.com'
  return url.replace(/\/+$/, '')
}
