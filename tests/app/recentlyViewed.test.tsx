import { afterEach, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../renderApp'

afterEach(() => localStorage.clear())

it('a piece the catalogue no longer has is forgotten by "recently viewed", the others stay', async () => {
  localStorage.setItem('shop-recent', JSON.stringify({ version: 1, items: ['ghost-chair', 'kova-armchair'] }))
  await renderApp('/')
  const section = await screen.findByRole('region', { name: 'Recently viewed' }, { timeout: 5_000 })
  expect(await within(section).findByRole('heading', { name: 'Kova armchair' })).toBeInTheDocument()
  await waitFor(() => expect(JSON.parse(localStorage.getItem('shop-recent') ?? '{}')).toEqual({ version: 1, items: ['kova-armchair'] }))
})
