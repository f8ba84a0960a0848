/** Runs `task` when the browser is idle (or at once where it cannot tell). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task())
  else setTimeout(task, 1)
}
