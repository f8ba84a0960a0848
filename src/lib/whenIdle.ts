/** Runs `task` when the browser is idle, or after `timeout` ms at the latest (at once where it cannot tell). */
export function whenIdle(task: () => void, timeout?: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout })
  else setTimeout(task, 1)
}
