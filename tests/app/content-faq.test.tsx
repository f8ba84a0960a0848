import { describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FAQ } from '#domain/faq/faqContent'
import { filterFaq, foldText, queryTerms } from '../../src/features/faq/faqFilter'
import { renderApp } from '../renderApp'
import { storefrontFetch } from '../storefrontFetch'
import { at } from '../shopfront'

const questions = () => document.querySelectorAll<HTMLDetailsElement>('details.faq-item')
const visibleIds = () => [...questions()].map((details) => details.id)

describe('the FAQ content', () => {
  it('has at least 15 questions in the six groups, each with a unique id and both languages', () => {
    expect(FAQ.map((group) => group.id)).toEqual(['orders', 'delivery', 'returns', 'care', 'warranty', 'business'])
    const items = FAQ.flatMap((group) => group.items)
    expect(items.length).toBeGreaterThanOrEqual(15)
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
    const groupIds = new Set(FAQ.map((group) => group.id))
    for (const item of items) {
      expect(item.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(groupIds.has(item.id)).toBe(false)
      expect(item.q.zh).toMatch(/\p{Script=Han}/u)
      expect(item.a.zh).toMatch(/\p{Script=Han}/u)
    }
  })
})

describe('the FAQ filter', () => {
  it('folds case, width and accents, and ignores punctuation', () => {
    expect(foldText('ＫＯＶＡ Bouclé？')).toBe('kova boucle')
    expect(queryTerms('  Wash   covers ')).toEqual(['wash', 'covers'])
  })

  it('needs every word, in the question, the answer or the group title', () => {
    const { count, groups } = filterFaq(FAQ, 'wash covers', 'en')
    expect(groups.flatMap((match) => match.items.map((item) => item.id))).toContain('wash-covers')
    expect(count).toBeLessThan(5)
    expect(filterFaq(FAQ, 'warranty', 'en').groups.map((match) => match.group.id)).toContain('warranty')
    expect(filterFaq(FAQ, 'zebra', 'en').count).toBe(0)
    expect(filterFaq(FAQ, '', 'en').count).toBe(FAQ.flatMap((group) => group.items).length)
  })

  it('matches Chinese without spaces, word by word', () => {
    const ids = (query: string) => filterFaq(FAQ, query, 'zh').groups.flatMap((match) => match.items.map((item) => item.id))
    expect(ids('沙发套')).toEqual(expect.arrayContaining(['wash-covers', 'spare-parts']))
    expect(ids('退货')).toContain('how-to-return')
    // Not a phrase of any answer, but both words are in this one.
    expect(ids('发票开具')).toEqual(['invoices'])
    expect(ids('斑马')).toEqual([])
  })
})

describe('the FAQ page', { timeout: 20_000 }, () => {
  it('filters as the shopper types, with a live count and an empty state', async () => {
    const user = userEvent.setup()
    await renderApp('/faq')
    const total = questions().length
    expect(total).toBeGreaterThanOrEqual(15)
    const input = screen.getByRole('searchbox', { name: 'Search the questions' })
    const status = within(screen.getByRole('search', { name: 'Search the questions' })).getByRole('status')
    expect(status).toHaveTextContent('')

    await user.type(input, 'covers')
    await waitFor(() => expect(questions().length).toBeLessThan(total))
    expect(visibleIds()).toContain('wash-covers')
    expect(status).toHaveTextContent(new RegExp(`^${questions().length} questions? match(es)?$`))

    await user.clear(input)
    await user.type(input, 'zebra crossing')
    expect(await screen.findByRole('heading', { name: 'No question matches your search' })).toBeInTheDocument()
    expect(status).toHaveTextContent('0 questions match')
    await user.click(screen.getByRole('button', { name: 'Show all questions' }))
    expect(questions()).toHaveLength(total)
    expect(input).toHaveValue('')
  })

  it('filters in Chinese on /zh/faq', async () => {
    const user = userEvent.setup()
    await renderApp('/zh/faq')
    await screen.findByRole('heading', { level: 1, name: '常见问题' })
    await user.type(screen.getByRole('searchbox'), '退货')
    await waitFor(() => expect(visibleIds()).toContain('how-to-return'))
    expect(visibleIds()).not.toContain('payment')
    expect(screen.getByText('如何申请退货？')).toBeVisible()
  })

  it('waits for the characters an input method composes before filtering', async () => {
    await renderApp('/zh/faq')
    await screen.findByRole('heading', { level: 1, name: '常见问题' })
    const total = questions().length
    const input = screen.getByRole('searchbox')
    fireEvent.compositionStart(input)
    fireEvent.input(input, { target: { value: 'tui' }, isComposing: true })
    expect(input).toHaveValue('tui')
    expect(questions()).toHaveLength(total)
    fireEvent.input(input, { target: { value: '退货' }, isComposing: true })
    fireEvent.compositionEnd(input)
    await waitFor(() => expect(visibleIds()).toContain('how-to-return'))
    expect(questions().length).toBeLessThan(total)
    expect(input).toHaveValue('退货')
  })

  it('opens the question a URL hash names, and again on in-app hash changes', async () => {
    const { router } = await renderApp('/faq#payment')
    await waitFor(() => expect(document.getElementById('payment')).toHaveProperty('open', true))
    expect(document.getElementById('change-order')).toHaveProperty('open', false)

    await act(() => router.navigate({ to: '/faq', hash: 'assembly' }))
    await waitFor(() => expect(document.getElementById('assembly')).toHaveProperty('open', true))
  })

  it('opens the question again when the shopper closed it and follows the same link again', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/faq#payment')
    const payment = () => document.getElementById('payment') as HTMLDetailsElement
    await waitFor(() => expect(payment()).toHaveProperty('open', true))
    await user.click(payment().querySelector('summary')!)
    await waitFor(() => expect(payment()).toHaveProperty('open', false))
    await act(() => router.navigate({ to: '/faq', hash: 'payment' }))
    await waitFor(() => expect(payment()).toHaveProperty('open', true))
  })

  it('clears a filter that hides the question the hash names', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/faq')
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'covers')
    await waitFor(() => expect(document.getElementById('invoices')).toBeNull())
    await act(() => router.navigate({ to: '/faq', hash: 'invoices' }))
    await waitFor(() => expect(document.getElementById('invoices')).toHaveProperty('open', true))
    expect(screen.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('')
  })

  it('keeps the topics list to the groups that still have questions', async () => {
    const user = userEvent.setup()
    await renderApp('/faq')
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'invoice')
    const topics = screen.getByRole('navigation', { name: 'Topics' })
    await waitFor(() =>
      expect(
        within(topics)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Business']),
    )
  })
})

describe('what the FAQ promises', { timeout: 20_000 }, () => {
  it.each(['en', 'zh'] as const)(
    '(%s) is what the shop is set up to do in Vendure: each delivery tier at its price, each way to pay',
    async (locale) => {
      const { shopQuery } = await import('#domain/storefront/shopApi')
      const { ShopTermsDocument } = await import('#domain/storefront/graphql/graphql')
      const fetch = globalThis.fetch
      globalThis.fetch = storefrontFetch as typeof globalThis.fetch
      const { shopTerms } = await shopQuery(ShopTermsDocument, {}, at(locale)).finally(() => (globalThis.fetch = fetch))
      await renderApp(locale === 'zh' ? '/zh/faq#delivery-cost' : '/faq#delivery-cost')
      const cost = document.getElementById('delivery-cost')!
      const money = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
        style: 'currency',
        currency: locale === 'zh' ? 'CNY' : 'USD',
        maximumFractionDigits: 0,
      })
      const furniture = shopTerms.deliveryTiers.filter((tier) => !tier.swatchesOnly)
      expect(furniture.length).toBeGreaterThan(0)
      for (const tier of furniture)
        expect(cost.textContent).toContain(`${tier.name}${locale === 'zh' ? '（' : ' ('}${money.format(tier.price / 100)}`)
      const payment = document.getElementById('payment')!
      expect(shopTerms.paymentMethods.length).toBeGreaterThan(0)
      for (const method of shopTerms.paymentMethods) expect(payment.textContent).toContain(`“${method.name}”`)
      expect(document.getElementById('how-to-return')!.textContent).toContain(String(shopTerms.returnDays))
      expect(document.body.textContent).not.toMatch(/\{\w+\}/)
    },
  )
})
