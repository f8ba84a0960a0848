import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderApp } from '../renderApp'

const card = (name: string) => screen.getByRole('region', { name })

// The market follows the language until a shopper can choose it: each market's page gives that market's team and showroom.
describe('the contact page gives its market’s team', () => {
  it('in the US market (English): the San Francisco showroom, a US number, Pacific hours', async () => {
    await renderApp('/contact-us')
    expect(within(card('Call us')).getByRole('link', { name: '+1 415 555 0142' })).toHaveAttribute('href', 'tel:+14155550142')
    expect(within(card('Call us')).getByText(/\(Pacific Time\)$/)).toBeVisible()
    expect(within(card('Visit the showroom')).getByText(/San Francisco, CA 94105/)).toBeVisible()
    expect(within(card('Write to us')).getByRole('link', { name: 'hello@woodnest.com' })).toBeVisible()
  })

  it('in the China market (Chinese): the Shanghai showroom, a Shanghai number, China time', async () => {
    await renderApp('/zh/contact-us')
    const call = card('致电我们')
    expect(within(call).getByRole('link', { name: '021 5555 0142' })).toHaveAttribute('href', 'tel:+862155550142')
    expect(within(call).getByText(/（中国标准时间）$/)).toBeVisible()
    expect(within(call).queryByText(/太平洋/)).toBeNull()
    const visit = card('参观展厅')
    expect(within(visit).getByText(/上海/)).toBeVisible()
    expect(within(visit).queryByText(/San Francisco|旧金山/)).toBeNull()
    expect(within(card('写信给我们')).getByRole('link', { name: 'nihao@woodnest.com' })).toBeVisible()
  })
})
