import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PROVIDERS } from '../../src/features/videos/providers'
import { VIDEOS } from '../../src/features/videos/videoList'
import { renderApp } from '../renderApp'

describe('the video data', () => {
  it('names a YouTube upload for English and a Bilibili one for Chinese, with plausible ids', () => {
    for (const video of VIDEOS) {
      expect(video.sources.en.provider).toBe('youtube')
      expect(video.sources.en.id).toMatch(/^[\w-]{11}$/)
      expect(video.sources.zh.provider).toBe('bilibili')
      expect(video.sources.zh.id).toMatch(/^BV1[1-9A-HJ-NP-Za-km-z]{9}$/)
      expect(video.title.zh).toMatch(/\p{Script=Han}/u)
    }
  })

  it('builds the embed URLs, with captions in the page language when the upload has them', () => {
    expect(PROVIDERS.youtube.embedUrl('k7Vq2mXw9Lc', {})).toBe('https://www.youtube-nocookie.com/embed/k7Vq2mXw9Lc?autoplay=1&rel=0')
    expect(PROVIDERS.youtube.embedUrl('k7Vq2mXw9Lc', { captions: 'en' })).toContain('cc_load_policy=1&cc_lang_pref=en')
    expect(PROVIDERS.bilibili.embedUrl('BV1Xk4y1M7Qa', {})).toMatch(/^https:\/\/player\.bilibili\.com\/player\.html\?bvid=BV1Xk4y1M7Qa&/)
  })
})

describe('the videos page', { timeout: 20_000 }, () => {
  it('loads no player until play is pressed, then the provider’s, focused', async () => {
    const user = userEvent.setup()
    const { container } = await renderApp('/videos')
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getAllByRole('button', { name: /^Play: / })).toHaveLength(VIDEOS.length)

    await user.click(screen.getByRole('button', { name: 'Play: Putting a Kova sofa together' }))
    const frame = await screen.findByTitle(/Putting a Kova sofa together/)
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/k7Vq2mXw9Lc\?/)
    expect(frame).toHaveFocus()

    // One player at a time.
    await user.click(screen.getByRole('button', { name: 'Play: Washing your covers' }))
    await waitFor(() => expect(container.querySelectorAll('iframe')).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Play: Putting a Kova sofa together' })).toBeInTheDocument()
  })

  it('plays from Bilibili in Chinese and says which captions exist', async () => {
    const user = userEvent.setup()
    const { container } = await renderApp('/zh/videos')
    const card = screen.getByRole('heading', { name: '走进工坊' }).closest('li')!
    expect(within(card).getByText(/英文字幕/)).toBeInTheDocument()
    await user.click(within(card).getByRole('button'))
    await waitFor(() =>
      expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(
        /^https:\/\/player\.bilibili\.com\/player\.html\?bvid=BV1pG411a7Ds/,
      ),
    )
  })
})
