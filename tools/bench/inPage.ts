/**
 * Runs inside the page (serialized by Playwright, so it must not refer to anything outside
 * itself). Clicks `selector` and resolves once the page's <h1> shows a new text that fits
 * `want` and a frame with it has been painted: the time is `performance.now()` from just before
 * the click to the task after that frame's rAF (the paint).
 */
export type ClickArgs = { selector: string; want: 'any' | 'zh' | 'en'; timeoutMs: number }

export function clickUntilNewHeading(args: ClickArgs): Promise<{ ms: number; heading: string; path: string }> {
  const { selector, want, timeoutMs } = args
  const target = document.querySelector<HTMLElement>(selector)
  if (!target) return Promise.reject(new Error(`no element matches ${selector} on ${location.pathname}`))
  const headingText = () => document.querySelector('h1')?.textContent?.trim() ?? ''
  const before = headingText()
  const cjk = /[\u3400-\u9fff]/
  const fits = (text: string) => text !== '' && text !== before && (want === 'any' || (want === 'zh' ? cjk.test(text) : !cjk.test(text)))

  return new Promise((resolve, reject) => {
    let done = false
    let started = 0
    const finish = () => {
      const heading = headingText()
      if (done || !fits(heading)) return
      done = true
      observer.disconnect()
      clearTimeout(timer)
      // rAF runs just before the frame is painted; a message posted from it is handled after the paint.
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve({ ms: performance.now() - started, heading, path: location.pathname })
        channel.port2.postMessage(null)
      })
    }
    const observer = new MutationObserver(finish)
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true })
    const timer = setTimeout(() => {
      if (done) return
      done = true
      observer.disconnect()
      reject(new Error(`no new <h1> (${want}) within ${timeoutMs} ms after clicking ${selector}; still "${headingText()}"`))
    }, timeoutMs)
    started = performance.now()
    target.click()
    finish()
  })
}
