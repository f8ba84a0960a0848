import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { createPersistedStore } from './persistedStore'

const KEY = 'test-size'
const sizes = () =>
  createPersistedStore<'s' | 'm'>({
    key: KEY,
    what: 'The size',
    initial: 's',
    decode: (raw) => (raw === 's' || raw === 'm' ? raw : undefined),
    encode: (size) => size,
  })

describe('a value kept on the shopper’s device', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('is the initial value until one is written, then the written one, also for a new reader', () => {
    const store = sizes()
    expect(store.read()).toBe('s')
    store.write('m')
    expect(localStorage.getItem(KEY)).toBe('m')
    expect(sizes().read()).toBe('m')
  })

  it('reads something foreign as the initial value, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(KEY, '{"size":"xl"}')
    expect(sizes().read()).toBe('s')
    expect(warn).toHaveBeenCalledExactlyOnceWith('The size could not be read and was reset.')
  })

  it('keeps a value for the visit when storage refuses it, warning once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const store = sizes()
    store.write('m')
    store.write('m')
    expect(store.read()).toBe('m')
    expect(warn).toHaveBeenCalledExactlyOnceWith('The size could not be saved on this device; it is kept for this visit.')
  })

  it('keeps a value storage refused while readers come and go, as a page change mounts new ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const store = sizes()
    const first = renderHook(() => store.use())
    act(() => store.write('m'))
    first.unmount()
    expect(renderHook(() => store.use()).result.current).toBe('m')
  })

  it('removes what it could not read, so the next visit starts clean and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem(KEY, 'xl')
    expect(sizes().read()).toBe('s')
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(sizes().read()).toBe('s')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('shows a change made in another tab to the components that read it', () => {
    const store = sizes()
    const { result } = renderHook(() => store.use())
    expect(result.current).toBe('s')
    act(() => {
      localStorage.setItem(KEY, 'm')
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }))
    })
    expect(result.current).toBe('m')
  })
})
