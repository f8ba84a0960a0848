import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { TIMELINE } from '../../src/features/story/storyContent'
import { renderApp } from '../renderApp'

describe('the story page', { timeout: 20_000 }, () => {
  it('keeps its sections and timeline, with drawings of the chair and the workshop', async () => {
    await renderApp('/our-story')
    expect(screen.getByRole('img', { name: /Linden oak chair/ })).toBeInTheDocument()
    const workshop = screen.getByRole('region', { name: 'The workshop' })
    expect(within(workshop).getByRole('img', { name: /workshop/ })).toBeInTheDocument()
    const timeline = screen.getByRole('region', { name: 'Timeline' })
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(TIMELINE.length)
    expect(within(screen.getByRole('navigation', { name: 'On this page' })).getByRole('link', { name: 'Timeline' })).toBeInTheDocument()
  })

  it('tells it in Chinese', async () => {
    await renderApp('/zh/our-story')
    expect(await screen.findByRole('heading', { name: '为修复而造' })).toBeInTheDocument()
    expect(screen.getByText(/木巢 App 上线/)).toBeInTheDocument()
  })
})
