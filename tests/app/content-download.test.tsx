import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { encode } from 'uqr'
import { STORE_URLS } from '../../src/features/download/config'
import { detectPlatform } from '../../src/features/download/platform'
import { qrPath } from '../../src/features/download/QrCode'
import { suggestedStore } from '../../src/features/download/StoreBadges'
import { renderApp } from '../renderApp'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'
const PIXEL = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'
const HUAWEI =
  'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 HuaweiBrowser/15.0 Mobile Safari/537.36'

describe('platform detection', () => {
  it('tells iPhones, iPads, Huawei phones and other Androids apart', () => {
    expect(detectPlatform(IPHONE)).toBe('ios')
    expect(detectPlatform(IPAD, 5)).toBe('ios')
    expect(detectPlatform(IPAD, 0)).toBe('other')
    expect(detectPlatform(PIXEL)).toBe('android')
    expect(detectPlatform(HUAWEI)).toBe('huawei')
  })

  it('suggests a store the page offers', () => {
    expect(suggestedStore('huawei', ['appStore', 'appGallery', 'googlePlay'])).toBe('appGallery')
    expect(suggestedStore('huawei', ['appStore', 'googlePlay'])).toBe('googlePlay')
    expect(suggestedStore('other', ['appStore', 'googlePlay'])).toBeUndefined()
  })
})

describe('the QR code', () => {
  it('draws one square per dark module', () => {
    const { data } = encode('https://woodnest.com/download', { border: 4 })
    const dark = data.flat().filter(Boolean).length
    expect(qrPath(data).match(/M/g)).toHaveLength(dark)
  })
})

describe('the download page', { timeout: 20_000 }, () => {
  it('links to the stores and shows a QR code of the page', async () => {
    await renderApp('/download')
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', STORE_URLS.appStore)
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', STORE_URLS.googlePlay)
    expect(screen.queryByRole('link', { name: /AppGallery/ })).toBeNull()
    expect(screen.getByRole('img', { name: 'QR code for woodnest.com/download' })).toBeInTheDocument()
  })

  it('adds Huawei AppGallery in Chinese, and the QR code opens the Chinese page', async () => {
    await renderApp('/zh/download')
    await waitFor(() => expect(document.querySelector('[data-store="appGallery"]')).toHaveAttribute('href', STORE_URLS.appGallery))
    expect(screen.getByRole('img', { name: /woodnest\.com\/zh\/download/ })).toBeInTheDocument()
  })

  it('highlights the store of the shopper’s phone after the first render', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE)
    try {
      await renderApp('/download')
      const appStore = screen.getByRole('link', { name: 'Download on the App Store' })
      await waitFor(() => expect(appStore).toHaveClass('store-badge--suggested'))
      expect(appStore).toHaveAccessibleDescription(/iPhone/)
      expect(screen.getByRole('link', { name: 'Get it on Google Play' })).not.toHaveClass('store-badge--suggested')
    } finally {
      vi.restoreAllMocks()
    }
  })
})
