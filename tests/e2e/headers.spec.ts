import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { APIResponse } from '@playwright/test'
import { securityContractProblems } from '../securityContract'
import { expect, test } from './fixtures'

/** The hashes the served HTML needs, computed here and not by the server's code. */
function inlineHashesOf(html: string): Array<string> {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )
}
const headerOf = (response: APIResponse) => (name: string) => response.headers()[name]

test('every kind of answer keeps the security-header contract over http, without HSTS', async ({ request }) => {
  const home = await request.get('/')
  const html = await home.text()
  const scriptHashes = inlineHashesOf(html)
  expect(scriptHashes.length).toBeGreaterThan(0) // the theme script
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? ''
  const answers = {
    '/': home,
    '/zh/faq': await request.get('/zh/faq'),
    [entry]: await request.get(entry),
    '/builds/latest.json': await request.get('/builds/latest.json'),
    '/assets/gone-00000000.js (404)': await request.get('/assets/gone-00000000.js'),
  }
  for (const [path, response] of Object.entries(answers)) {
    expect(securityContractProblems(headerOf(response), { https: false, scriptHashes }), path).toEqual([])
  }
})

test('behind a TLS-terminating proxy the answers add HSTS, as dist/_headers does for static hosts', async ({ request }) => {
  const response = await request.get('/faq', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(securityContractProblems(headerOf(response), { https: true })).toEqual([])
  // The static-host file carries the very same headers (one function makes both).
  const headersFile = readFileSync(new URL('../../dist/_headers', import.meta.url), 'utf8')
  const everyPath = /^\/\*\n((?:[ \t]+.+\n?)+)/m.exec(headersFile)?.[1] ?? ''
  const lines = everyPath
    .trim()
    .split('\n')
    .map((line) => line.trim())
  expect(lines.length).toBeGreaterThan(5)
  for (const line of lines) {
    const [name = '', value] = line.split(/:\s(.*)/)
    expect(response.headers()[name.toLowerCase()], name).toBe(value)
  }
})

test('pages run without a single CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: Array<string> = ((window as unknown as { cspViolations: Array<string> }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  for (const path of [
    '/',
    '/videos',
    '/zh/openapi',
    '/collections/kova/products/kova-l-shape-ottoman',
    '/checkout',
    '/zh/order-status',
    '/swatches',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { cspViolations: Array<string> }).cspViolations), path).toEqual([])
  }
})
