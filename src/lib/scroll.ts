/** In-page scrolling as the original shop did it (Vuetify 3 `goTo` defaults). */
export const SCROLL_DURATION_MS = 300

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t ** 3 : (t - 1) * (2 * t - 2) * (2 * t - 2) + 1
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/** Document Y of an element's top, less its `scroll-margin-top` (room for the fixed header). */
function targetTop(target: number | Element): number {
  if (typeof target === 'number') return target
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0
  return target.getBoundingClientRect().top + window.scrollY - margin
}

/**
 * Scrolls the window to a position or an element in 300 ms with ease-in-out-cubic,
 * or at once when the shopper prefers reduced motion. Resolves when it arrives.
 */
export function goTo(target: number | Element, duration = SCROLL_DURATION_MS): Promise<void> {
  const maxTop = document.documentElement.scrollHeight - window.innerHeight
  const to = Math.max(0, Math.min(targetTop(target), maxTop))
  const from = window.scrollY
  if (duration <= 0 || prefersReducedMotion() || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' })
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    // The clock starts at the first frame, not at the call: when the main thread is busy at the
    // click (a route change, a slow phone), the glide still glides, later, instead of jumping.
    let start: number | undefined
    const step = (now: number) => {
      start ??= now
      const progress = Math.min(1, (now - start) / duration)
      window.scrollTo({ top: from + (to - from) * easeInOutCubic(progress), behavior: 'instant' })
      if (progress < 1) requestAnimationFrame(step)
      else resolve()
    }
    requestAnimationFrame(step)
  })
}
