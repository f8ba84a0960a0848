/**
 * Ends the current task so the browser can paint and answer input before the next step of the
 * app's start. Start-up work done in one go shows up as one long task (Total Blocking Time);
 * the same work in several shorter tasks does not block a tap.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
