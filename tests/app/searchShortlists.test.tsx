import { afterEach, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { comparedItems } from '../../src/features/compare/comparedItems'
import { savedItems } from '../../src/lib/shortlists/savedItems'
import { renderApp } from '../renderApp'

afterEach(() => {
  savedItems.write([])
  comparedItems.write([])
})

it('a piece found by the search is saved and compared from its card', { timeout: 20_000 }, async () => {
  await renderApp('/search?q=armchair')
  const card = (await screen.findByRole('heading', { name: 'Kova armchair' }, { timeout: 5_000 })).closest('article')
  expect(card).not.toBeNull()
  const inCard = within(card as HTMLElement)

  await userEvent.click(inCard.getByRole('button', { name: 'Save Kova armchair' }))
  expect(await inCard.findByRole('button', { name: 'Remove Kova armchair from saved items' })).toBeVisible()

  await userEvent.click(inCard.getByRole('button', { name: /^Compare ?Kova armchair/ }))
  expect(inCard.getByRole('button', { name: /^Compare ?Kova armchair/ })).toHaveAttribute('aria-pressed', 'true')
  expect(await screen.findByRole('link', { name: 'Compare (1)' })).toBeVisible()
})
