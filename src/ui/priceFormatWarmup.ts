// oxlint-disable-next-line import/default -- Vite's ?worker&url import gives the built worker's URL
import workerUrl from './priceFormatWarmup.worker.ts?worker&url'
import type { Locale } from '#domain/locale/locales'

type ScriptUrlPolicy = { createScriptURL: (url: string) => unknown }
let policy: ScriptUrlPolicy | null | undefined

/** The Trusted Types policy the CSP names (`shop-worker`): it allows this one worker script and nothing else. */
function workerScriptPolicy(): ScriptUrlPolicy | null {
  const trustedTypes = (globalThis as { trustedTypes?: { createPolicy: (name: string, rules: ScriptUrlPolicy) => ScriptUrlPolicy } })
    .trustedTypes
  policy ??=
    trustedTypes?.createPolicy('shop-worker', {
      createScriptURL: (url) => {
        if (url !== workerUrl) throw new TypeError(`shop-worker: not the price format worker: ${url}`)
        return url
      },
    }) ?? null
  return policy
}

/** How long hydration waits for the worker at most: a worker whose script is slow to come must not hold the page. */
const WAIT_AT_MOST_MS = 500

/**
 * A first `Intl.NumberFormat` loads ICU's number data in a long task; loaded here in a worker, it stays for the
 * process (docs/performance.md). Resolves once the worker has answered or failed, at the latest after 500 ms.
 */
export function warmUpPriceFormat(locale: Locale): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, WAIT_AT_MOST_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    try {
      const worker = new Worker((workerScriptPolicy()?.createScriptURL(workerUrl) ?? workerUrl) as string, { name: 'price-format-warmup' })
      worker.onmessage = ({ data }: MessageEvent<unknown>) => {
        done()
        performance.mark('shop:price-format', { detail: data })
      }
      worker.onerror = done
      worker.postMessage(locale)
    } catch (error) {
      console.warn('The price format warm-up did not start:', error)
      done()
    }
  })
}
