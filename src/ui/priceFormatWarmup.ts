import workerUrl from './priceFormatWarmup.worker.ts?worker&url'

type ScriptUrlPolicy = { createScriptURL: (url: string) => unknown }
let policy: ScriptUrlPolicy | null | undefined

/**
 * The Trusted Types policy that allows this one worker script (the CSP names it, `shop-worker`).
 * None where the browser has no Trusted Types: there a plain URL is enough.
 */
function workerScriptPolicy(): ScriptUrlPolicy | null {
  const trustedTypes = (globalThis as { trustedTypes?: { createPolicy: (name: string, rules: ScriptUrlPolicy) => ScriptUrlPolicy } }).trustedTypes
  policy ??= trustedTypes?.createPolicy('shop-worker', {
    createScriptURL: (url) => {
      if (url !== workerUrl) throw new TypeError(`shop-worker: not the price format worker: ${url}`)
      return url
    },
  }) ?? null
  return policy
}

/** How long a page with prices waits for the warm-up at most, before it builds its format itself. */
const WARM_UP_WAIT_MS = 1000

/**
 * Builds a price format in a worker, so that the page's own first one is quick: as a page with
 * prices starts (main.tsx), or once a page without them is interactive (startShop.tsx).
 * A page's first `Intl.NumberFormat` loads ICU's number data: 30-90 ms of main thread on this VM,
 * one long task while the page starts. The browser keeps that data for the whole process, so once
 * a worker has loaded it the page's first format takes under a millisecond (Chromium, measured;
 * elsewhere it costs a short-lived worker at worst). Resolves when the worker is done, has failed,
 * or after `WARM_UP_WAIT_MS`: a page then builds its format itself, as it would have anyway.
 */
export function warmUpPriceFormat(lang: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof Worker === 'undefined') return resolve()
    setTimeout(resolve, WARM_UP_WAIT_MS)
    try {
      const url = workerScriptPolicy()?.createScriptURL(workerUrl) ?? workerUrl
      const worker = new Worker(url as string, { name: 'price-format-warmup' })
      worker.onmessage = () => resolve()
      worker.onerror = () => resolve()
      worker.postMessage(lang)
    } catch (error) {
      console.warn('The price format warm-up did not start:', error)
      resolve()
    }
  })
}
