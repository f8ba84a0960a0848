import { isChunkLoadError, isOffline } from './lib/chunkErrors'
import { isLeaving, reloadApp } from './lib/reloadApp'
import { yieldToBrowser } from './lib/yieldToBrowser'

/** React DOM, then (after a yield) the shell: two tasks instead of one long one (docs/performance.md). */
async function loadShop() {
  await import('./lib/reactDom')
  await yieldToBrowser()
  return import('./startShop')
}

// Only loading is guarded: a cancelled import while leaving is no error, a lost chunk reloads once (docs/reliability.md).
await loadShop().then(
  ({ startShop }) => startShop(),
  (error: unknown) => {
    if (!isChunkLoadError(error)) throw error
    if (isLeaving()) return
    if (isOffline() || !reloadApp()) console.error('The shop could not load its code:', error)
  },
)
