import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { notifyManager } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { UpdateNotice } from '../../src/features/build-update/UpdateNotice'
import { createQueryClient } from '../../src/lib/queryClient'
import { QueryClientSourceContext, lazyQueryClient } from '../../src/lib/queryClientSource'

const MINUTE = 60_000
const answer = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })

describe('the hourly build check', () => {
  let fetchMock: ReturnType<typeof vi.fn>

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms)
    })
  }

  function mount() {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientSourceContext value={lazyQueryClient(async () => createQueryClient())}>
          <UpdateNotice />
        </QueryClientSourceContext>
      </I18nProvider>,
    )
  }

  // The check's code loads when it is first due; here that import is transformed on first use,
  // which takes real time the fake clock does not wait for, so do it once up front.
  beforeAll(() => import('../../src/features/build-update/BuildCheck'))

  beforeEach(() => {
    // Query batches its notifications on a timer; under fake timers, deliver them at once.
    notifyManager.setScheduler(queueMicrotask)
    vi.useFakeTimers()
    fetchMock = vi.fn(async () => answer({ id: 'test', timestamp: 1 }))
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('asks first one hour after the app is ready, with a numeric cache-buster, then hourly', async () => {
    mount()
    await advance(59 * MINUTE + 59_000)
    expect(fetchMock).not.toHaveBeenCalled()
    await advance(2_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/builds\/latest\.json\?\d+$/)
    await advance(59 * MINUTE)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await advance(MINUTE)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('shows the update notice once for a new build and stops asking', async () => {
    fetchMock.mockImplementation(async () => answer({ id: 'a-newer-build', timestamp: 2 }))
    mount()
    await advance(60 * MINUTE + 1_000)
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the shop is available.')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    await advance(5 * 60 * MINUTE)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getAllByRole('button', { name: 'Reload' })).toHaveLength(1)
  })

  it.each([
    ['a 500', () => answer('oops', 500)],
    ['an HTML page', () => answer('<!doctype html><title>Shop</title>')],
    ['broken JSON', () => answer('{"id": "x"')],
    ['the wrong shape', () => answer({ version: 3 })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('ignores %s and asks again at the next tick', async (_name, bad) => {
    fetchMock.mockImplementationOnce(bad as () => Promise<Response>)
    mount()
    await advance(60 * MINUTE + 1_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    fetchMock.mockImplementation(async () => answer({ id: 'a-newer-build', timestamp: 2 }))
    await advance(60 * MINUTE)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status')).toHaveTextContent('A new version of the shop is available.')
  })
})
