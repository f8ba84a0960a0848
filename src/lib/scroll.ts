export const SCROLL_DURATION_MS = 300

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t ** 3 : (t - 1) * (2 * t - 2) * (2 * t - 2) + 1
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

function targetTop(target: number | Element): number {
  if (typeof target === 'number') return target
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0
  return target.getBoundingClientRect().top + window.scrollY - margin
}

export function goTo(target: number | Element, duration = SCROLL_DURATION_MS): Promise<void> {
  const maxTop = document.documentElement.scrollHeight - window.innerHeight
  const to = Math.max(0, Math.min(targetTop(target), maxTop))
  const from = window.scrollY
  if (duration <= 0 || prefersReducedMotion() || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' })
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    // The clock starts at the first frame: on a busy main thread the glide comes later instead of jumping.
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
