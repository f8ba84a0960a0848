import { expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { putInCart, withFreshCart } from '../cart'
import { renderApp } from '../renderApp'

withFreshCart()

// Chinese text takes full-width colons and brackets, which the words around a value must carry too.
it('a Chinese checkout marks optional fields and lists its problems with full-width punctuation', async () => {
  await putInCart([{ sku: 'kova-armchair/oat-boucle', handle: 'kova-armchair', quantity: 1 }], 'zh')
  await renderApp('/zh/checkout')
  expect((await screen.findAllByText('（选填）')).length).toBeGreaterThan(0)
  await userEvent.click(screen.getByRole('button', { name: /提交/ }))
  const summary = await screen.findByRole('alert')
  expect(within(summary).getByRole('link', { name: '姓名：此项为必填。' })).toBeInTheDocument()
})

it('a Chinese product page names the chosen colour after a full-width colon', async () => {
  await renderApp('/zh/collections/kova/products/kova-armchair')
  const label = screen.getByRole('group', { name: /^颜色：/ })
  expect(label).toBeInTheDocument()
})

it('a Chinese label before a value ends in a full-width colon with no space after it', async () => {
  await renderApp('/zh/videos')
  const lengths = screen.getAllByRole('listitem').filter((item) => item.textContent?.startsWith('时长'))
  expect(lengths.length).toBeGreaterThan(0)
  for (const item of lengths) expect(item.textContent).toMatch(/^时长：\d+:\d\d$/)
  expect(screen.getByText(/^我们的视频托管在哔哩哔哩上。/)).toBeInTheDocument()
})

it('the Chinese API reference names where a parameter goes in Chinese', async () => {
  await renderApp('/zh/openapi')
  expect((await screen.findAllByText('路径参数')).length).toBeGreaterThan(0)
  expect(screen.getAllByText('请求头').length).toBeGreaterThan(0)
  expect(screen.queryByText('path')).toBeNull()
})
