export function whenIdle(task: () => void, timeout?: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout })
  else setTimeout(task, 1)
}
