import { isChunkLoadError, isOffline } from './lib/chunkErrors'
import { isLeaving, reloadApp } from './lib/reloadApp'

// The shell is imported, not bundled with the entry: it cannot wait at its top level (tools/build/shellChunk.ts).
// Only loading is guarded: a cancelled import while leaving is no error, a lost chunk reloads once (docs/reliability.md).
await import('./startShop').then(
  ({ startShop }) => startShop(),
  (error: unknown) => {
    if (!isChunkLoadError(error)) throw error
    if (isLeaving()) return
    if (isOffline() || !reloadApp()) console.error('The shop could not load its code:', error)
  },
)
