import './styles.css'
import { yieldToBrowser } from './lib/yieldToBrowser'

// The code a page starts with, evaluated in one go, was one long task (~150 ms on a 4x slower
// CPU) that no tap could interrupt. React DOM, most of it, is evaluated first; the rest of the shell
// after a yield. Both chunks are preloaded with the page, so this adds no round trip.
await import('./lib/reactDom')
await yieldToBrowser()
const { startShop } = await import('./startShop')
await startShop()
