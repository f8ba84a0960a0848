import './styles.css'
import { isChunkLoadError, isOffline } from './lib/chunkErrors'
import { isLeaving, reloadApp } from './lib/reloadApp'
import { yieldToBrowser } from './lib/yieldToBrowser'

/** React DOM, then (after a yield) the shell: two tasks instead of one long one (docs/performance.md). */
async function loadShop() {
  await import('./lib/reactDom')
  await yieldToBrowser()
  return import('./startShop')
}

// Only loading the code is guarded here: an error while starting is the shop's own, not the network's.
await loadShop().then(
  ({ startShop }) => startShop(),
  (error: unknown) => {
    if (!isChunkLoadError(error)) throw error
    // The shopper is leaving, and the browser cancelled the import (Firefox does): not an error.
    if (isLeaving()) return
    // A deploy replaced this code, or the network dropped it: a fresh load gets the current build's,
    // once. Offline, or the second time, the prerendered page stays, its links full page loads.
    if (isOffline() || !reloadApp()) console.error('The shop could not load its code:', error)
  },
)
