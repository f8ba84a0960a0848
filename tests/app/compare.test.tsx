import { afterEach, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { comparedItems } from '../../src/features/compare/comparedItems'
import { renderApp } from '../renderApp'

afterEach(() => comparedItems.write([]))

it('a third piece fills the comparison: the bar says why the other Compare buttons are off', async () => {
  comparedItems.write(['kova-three-seat-sofa/oat-boucle', 'kova-l-shape-ottoman/oat-boucle/left'])
  await renderApp('/collections/kova')
  expect(screen.queryByText('You can compare up to 3 pieces')).toBeNull()

  await userEvent.click(await screen.findByRole('button', { name: /^Compare ?Kova armchair/ }, { timeout: 5_000 }))

  expect(await screen.findByText('You can compare up to 3 pieces')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Compare (3)' })).toBeVisible()
  const others = screen
    .getAllByRole('button', { name: /^Compare ?Kova/ })
    .filter((button) => button.getAttribute('aria-pressed') === 'false')
  expect(others.length).toBeGreaterThan(0)
  for (const button of others) expect(button).toBeDisabled()
})
