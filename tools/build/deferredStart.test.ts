import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFERRED_START } from './pageHtml'

function runStartScript(onFailure: Array<(reason: unknown) => unknown> = []) {
  const imported: Array<string> = []
  const record = (href: string) => {
    imported.push(new URL(href).pathname)
    return { catch: (handler: (reason: unknown) => unknown) => onFailure.push(handler) }
  }
  new Function('record', DEFERRED_START.replace('import(e.href)', 'record(e.href)'))(record)
  return imported
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => new URL((link as HTMLLinkElement).href).pathname)

describe('the start script of a prerendered page', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    vi.useRealTimers()
  })

  it('imports the entry first, then preloads its chunks a few per task, in the listed order', () => {
    vi.useFakeTimers()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden') // a hidden tab starts at once
    const chunks = ['runtime', 'shell', 'messages', 'faq', 'PageHeader', 'TableOfContents', 'AnchorLink'].map(
      (name) => `/assets/${name}.js`,
    )
    document.head.innerHTML =
      '<link rel="x-shop-entry" href="/assets/index.js">' + chunks.map((href) => `<link rel="x-shop-preload" href="${href}">`).join('')

    expect(runStartScript()).toEqual(['/assets/index.js'])
    expect(preloads()).toEqual(chunks.slice(0, 3))
    vi.runOnlyPendingTimers()
    expect(preloads()).toEqual(chunks.slice(0, 6))
    vi.runAllTimers()
    expect(preloads()).toEqual(chunks)
    expect((document.head.querySelector('link[rel=modulepreload]') as HTMLLinkElement).crossOrigin).toBe('')
  })

  it('lets a failed import of the entry surface, unless the shopper is leaving the page (the browser cancelled it)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.head.innerHTML = '<link rel="x-shop-entry" href="/assets/index.js">'
    const onFailure: Array<(reason: unknown) => unknown> = []
    runStartScript(onFailure)
    const failed = new TypeError('error loading dynamically imported module')
    expect(() => onFailure[0]!(failed)).toThrow(failed)
    window.dispatchEvent(new Event('beforeunload'))
    expect(onFailure[0]!(failed)).toBeUndefined()
    window.dispatchEvent(new Event('pageshow'))
    expect(() => onFailure[0]!(failed)).toThrow(failed)
  })
})
