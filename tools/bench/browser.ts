import { existsSync } from 'node:fs'
import { chromium, type Browser } from '@playwright/test'

/** Debian's Chromium (as the browser tests use it), else Playwright's own; CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))

/** Flags for a quiet, reproducible headless Chromium (docs/research: performance-reliability.md 2.2, 2.3). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
}

/** A fresh context (empty cache, no cookies), English browser, desktop width so that the top navigation shows. */
export const CONTEXT_OPTIONS = { locale: 'en-US', viewport: { width: 1366, height: 900 } } as const
