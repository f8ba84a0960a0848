/**
 * The shop's public address (`VITE_SITE_URL`, an https URL), used wherever a page names itself in
 * full: canonical and hreflang links, structured data, the sitemap, the QR code a phone scans.
 */
export const SITE_URL = siteUrl(import.meta.env.VITE_SITE_URL)

function siteUrl(value: unknown): string {
  const url = typeof value === 'string' && value.startsWith('https://') ? value : 'https://woodnest.com'
  return url.replace(/\/+$/, '')
}
