import { Suspense, act } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

// `act` without Testing Library's render, which sets this itself.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let hydration: typeof import('@/lib/pageHydration')
let SecondPass: typeof import('./SecondPass').SecondPass
beforeEach(async () => {
  vi.resetModules()
  hydration = await import('@/lib/pageHydration')
  SecondPass = (await import('./SecondPass')).SecondPass
})
afterEach(() => document.body.replaceChildren())

function Page() {
  return (
    <Suspense fallback={null}>
      <h1>Home</h1>
      <SecondPass>
        <h2>New arrivals</h2>
      </SecondPass>
    </Suspense>
  )
}

// Another part of the page marked it hydrated while a boundary below has yet to hydrate (the router's fallback did, under load in CI).
it('hydrates its content without a mismatch when the page was marked hydrated first', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page />)
  document.body.append(container)
  function OtherPart() {
    hydration.useMarkPageHydrated()
    return null
  }
  await act(async () => void createRoot(document.createElement('div')).render(<OtherPart />))
  expect(hydration.mayRenderInSecondPass()).toBe(true)

  const mismatches: Array<unknown> = []
  await act(async () => void hydrateRoot(container, <Page />, { onRecoverableError: (error) => mismatches.push(error) }))
  expect(mismatches).toEqual([])
  expect(container.querySelector('h2')?.textContent).toBe('New arrivals')
})
