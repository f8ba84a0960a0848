import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadApp, resetReloadGuardForTests } from './reloadApp'

describe('reloadApp', () => {
  let now = 1_000_000
  const assign = vi.fn()
  const reload = vi.fn()

  beforeEach(() => {
    now = 1_000_000
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    vi.stubGlobal('location', { pathname: '/', search: '', hash: '', assign, reload })
    sessionStorage.clear()
    resetReloadGuardForTests()
    assign.mockClear()
    reload.mockClear()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('loads the path the first time and remembers it for 10 s', () => {
    expect(reloadApp({ path: '/faq?x=1#q' })).toBe(true)
    expect(assign).toHaveBeenCalledWith('/faq?x=1#q')
    expect(JSON.parse(sessionStorage.getItem('shop:reload')!)).toEqual({ path: '/faq?x=1#q', expires: now + 10_000 })
  })

  it('does not load the same path again within 10 s, and does after', () => {
    reloadApp({ path: '/faq' })
    now += 9_999
    expect(reloadApp({ path: '/faq' })).toBe(false)
    now += 2
    expect(reloadApp({ path: '/faq' })).toBe(true)
    expect(assign).toHaveBeenCalledTimes(2)
  })

  it('loads another path within 10 s, and `force` overrides the guard', () => {
    reloadApp({ path: '/faq' })
    expect(reloadApp({ path: '/videos' })).toBe(true)
    expect(reloadApp({ path: '/videos', force: true })).toBe(true)
    expect(assign).toHaveBeenCalledTimes(3)
  })

  it('reloads in place when the path is the current page', () => {
    vi.stubGlobal('location', { pathname: '/faq', search: '', hash: '', assign, reload })
    reloadApp({ path: '/faq' })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(assign).not.toHaveBeenCalled()
  })

  it('does not reload on its own when sessionStorage throws: no guard could survive the reload', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(reloadApp({ path: '/faq' })).toBe(false)
    expect(assign).not.toHaveBeenCalled()
    expect(reloadApp({ path: '/faq', force: true })).toBe(true)
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('does not reload on its own while the shopper is leaving the page, until it is shown again', () => {
    window.dispatchEvent(new Event('beforeunload'))
    expect(reloadApp({ path: '/faq' })).toBe(false)
    expect(assign).not.toHaveBeenCalled()
    expect(reloadApp({ path: '/faq', force: true })).toBe(true)
    window.dispatchEvent(new Event('pageshow'))
    expect(reloadApp({ path: '/videos' })).toBe(true)
    expect(assign).toHaveBeenCalledTimes(2)
  })

  it('reloads on its own again 10 s after a navigation away that did not happen (a download, Stop)', () => {
    window.dispatchEvent(new Event('beforeunload'))
    now += 9_999
    expect(reloadApp({ path: '/faq' })).toBe(false)
    now += 2
    expect(reloadApp({ path: '/faq' })).toBe(true)
    expect(assign).toHaveBeenCalledWith('/faq')
  })

  it('ignores a tampered guard value', () => {
    sessionStorage.setItem('shop:reload', '{"path":5}')
    expect(reloadApp({ path: '/faq' })).toBe(true)
  })
})
