import { expect, it } from 'vitest'
import { formatRate, shownTaxLines } from './taxLines.ts'

it('shows each rate charged, a 0 % line only where nothing is (a state without sales tax), never within prices', () => {
  const delivery = { rate: 0, amount: 0 }
  expect(shownTaxLines([{ rate: 7.25, amount: 64.53 }, delivery], false)).toEqual([{ rate: 7.25, amount: 64.53 }])
  expect(shownTaxLines([delivery], false)).toEqual([{ rate: 0, amount: 0 }])
  expect(shownTaxLines([], true)).toEqual([])
  expect([formatRate(7.25, 'en'), formatRate(13, 'zh')]).toEqual(['7.25%', '13%'])
})
