import type { ServerResponse } from 'node:http'

const DASHBOARD = /^\/dashboard(?:[/?]|$)/

export const isDashboardPath = (url: string) => DASHBOARD.test(url)

/** 'unsafe-inline' for styles alone: the Dashboard's components set inline styles (menus, charts, toasts). */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export function setDashboardHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CSP)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'same-origin')
  res.setHeader('X-Frame-Options', 'DENY')
  res.setHeader('X-Robots-Tag', 'noindex, nofollow')
}
