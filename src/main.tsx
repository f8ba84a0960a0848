import './styles.css'
import { isChunkLoadError, isOffline } from './lib/chunkErrors'
import { reloadApp } from './lib/reloadApp'
import { yieldToBrowser } from './lib/yieldToBrowser'
import { warmUpPriceFormat } from './ui/priceFormatWarmup'
import { showsPrices } from './ui/priceFormat'

/**
 * The code every page starts with: React DOM, then (after a yield) the shell. Both chunks are
 * preloaded with the page, so importing them apart adds no round trip.
 */
async function loadShop() {
  await import('./lib/reactDom')
  await yieldToBrowser()
  return import('./startShop')
}

// Off the main thread while the shop's code loads, on a page whose first render formats prices
// (other pages start it once they are interactive, for the pages they link to).
const priceFormatReady = showsPrices(document) ? warmUpPriceFormat(document.documentElement.lang) : null

// The code a page starts with, evaluated in one go, was one long task (~150 ms on a 4x slower
// CPU) that no tap could interrupt; React DOM, most of it, is now evaluated in a task of its own.
// Only loading the code is guarded here: an error while starting is the shop's own, not the network's.
await loadShop().then(
  ({ startShop }) => startShop({ priceFormatReady }),
  (error: unknown) => {
    if (!isChunkLoadError(error)) throw error
    // A deploy replaced this code, or the network dropped it: a fresh load of the page gets the
    // current build's, once (`reloadApp` guards against a loop). Offline, or the second time, the
    // prerendered page stays as it is: readable, its links full page loads.
    if (isOffline() || !reloadApp()) console.error('The shop could not load its code:', error)
  },
)
