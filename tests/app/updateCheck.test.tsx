import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { notifyManager } from '@tanstack/react-query'
import { renderApp } from '../renderApp'
import { storefrontFetch } from '../storefrontFetch'

const MINUTE = 60_000
const answer = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })

describe('the hourly build check', () => {
  let fetchMock: ReturnType<typeof vi.fn>

  const buildChecks = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/builds/latest.json'))
  const updateRegion = () => document.querySelector<HTMLElement>('.update-notice-region')!
  const newerBuild = () =>
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/builds/latest.json') ? answer({ id: 'a-newer-build', timestamp: 2 }) : storefrontFetch(input, init),
    )

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms)
    })
  }

  /** The shop on one page; every request but the build check goes to the storefront. */
  async function mount() {
    await renderApp('/faq')
    vi.stubGlobal('fetch', fetchMock)
  }

  beforeEach(() => {
    // Query batches its notifications on a timer; under fake timers, deliver them at once.
    notifyManager.setScheduler(queueMicrotask)
    // Time runs on by itself (the page loads), and jumps by the hour when told to.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/builds/latest.json') ? answer({ id: 'test', timestamp: 1 }) : storefrontFetch(input, init),
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks first one hour after the app is ready, with a numeric cache-buster, then hourly', async () => {
    await mount()
    await advance(59 * MINUTE + 59_000)
    expect(buildChecks()).toHaveLength(0)
    await advance(2_000)
    expect(buildChecks()).toHaveLength(1)
    expect(buildChecks()[0]).toMatch(/\/builds\/latest\.json\?\d+$/)
    await advance(59 * MINUTE)
    expect(buildChecks()).toHaveLength(1)
    await advance(MINUTE)
    expect(buildChecks()).toHaveLength(2)
    expect(updateRegion()).toBeEmptyDOMElement()
  })

  it('shows the update notice once for a new build and stops asking', async () => {
    newerBuild()
    await mount()
    await advance(60 * MINUTE + 1_000)
    expect(updateRegion()).toHaveTextContent('A new version of the shop is available.')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    await advance(5 * 60 * MINUTE)
    expect(buildChecks()).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Reload' })).toHaveLength(1)
  })

  it.each([
    ['a 500', () => answer('oops', 500)],
    ['an HTML page', () => answer('<!doctype html><title>Shop</title>')],
    ['broken JSON', () => answer('{"id": "x"')],
    ['the wrong shape', () => answer({ version: 3 })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('ignores %s and asks again at the next tick', async (_name, bad) => {
    fetchMock.mockImplementationOnce(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/builds/latest.json') ? (bad as () => Promise<Response>)() : storefrontFetch(input, init),
    )
    await mount()
    await advance(60 * MINUTE + 1_000)
    expect(buildChecks()).toHaveLength(1)
    expect(updateRegion()).toBeEmptyDOMElement()
    newerBuild()
    await advance(60 * MINUTE)
    expect(buildChecks()).toHaveLength(2)
    expect(updateRegion()).toHaveTextContent('A new version of the shop is available.')
  })
})
