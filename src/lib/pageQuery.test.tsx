import { Suspense, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { QueryClient, hashKey } from '@tanstack/react-query'
import { PageQuery, ensurePageData, pageQueryOptions } from './pageQuery'
import { QueryClientSourceContext, lazyQueryClient, prerenderedQueries, queryHashOf, type QueryClientSource } from './queryClientSource'

const productKey = ['catalogue', 'en', 'product', 'kova'] as const

/** The `#shop-query-state` element a prerendered page carries. */
function stateElement(state: unknown): HTMLElement {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.textContent = typeof state === 'string' ? state : JSON.stringify(state)
  return element
}

const dehydrated = (queryKey: ReadonlyArray<unknown>, data: unknown, status = 'success') => ({
  queries: [{ queryKey, queryHash: hashKey(queryKey), state: { status, data } }],
})

describe('queryHashOf', () => {
  it('hashes keys as Query does, object keys sorted', () => {
    for (const key of [productKey, ['api-docs', 'reference'], ['x', { b: 1, a: [2, { d: 1, c: 2 }] }], [1, null, true]]) {
      expect(queryHashOf(key)).toBe(hashKey(key))
    }
  })
})

describe('prerenderedQueries', () => {
  it('finds the data of the successful queries the page was rendered with', () => {
    const queries = prerenderedQueries(stateElement(dehydrated(productKey, { title: 'Kova' })))
    expect(queries.find(productKey)).toEqual({ data: { title: 'Kova' } })
    expect(queries.find(['catalogue', 'zh', 'product', 'kova'])).toBeUndefined()
  })

  it('counts failed queries, malformed JSON and a missing element as nothing prerendered', () => {
    expect(prerenderedQueries(stateElement(dehydrated(productKey, undefined, 'error'))).find(productKey)).toBeUndefined()
    expect(prerenderedQueries(stateElement('{"queries": [')).find(productKey)).toBeUndefined()
    expect(prerenderedQueries(stateElement('{"queries": 3}')).find(productKey)).toBeUndefined()
    expect(prerenderedQueries(null).find(productKey)).toBeUndefined()
  })
})

describe('a prerendered page, and Query loaded later', () => {
  const options = (locale: string) =>
    pageQueryOptions({ queryKey: ['catalogue', locale, 'product', 'kova'] as const, queryFn: async () => `fetched ${locale}` })

  function setup() {
    const client = new QueryClient()
    const create = vi.fn(async () => client)
    const source = lazyQueryClient(create, prerenderedQueries(stateElement(dehydrated(options('en').queryKey, 'prerendered en'))))
    return { client, create, source }
  }

  it('a loader takes the prerendered data without loading Query, and asks Query for anything else', async () => {
    const { create, source } = setup()
    await expect(ensurePageData(source, options('en'))).resolves.toBe('prerendered en')
    expect(create).not.toHaveBeenCalled()
    await expect(ensurePageData(source, options('zh'))).resolves.toBe('fetched zh')
    expect(create).toHaveBeenCalledTimes(1)
    // Once Query is here, it is the one source (it was seeded with the same data in the browser).
    expect(source.prerendered(options('en').queryKey)).toBeUndefined()
  })

  for (const loader of [true, false]) {
    it(`a page renders from the prerendered data, and from Query once its key changes (a language switch${loader ? '' : ', no loader before it'}), mounting its content afresh`, async () => {
      const { client, create, source } = setup()
      const mounts = vi.fn()
      function Content({ text }: { text: string }) {
        const [first] = useState(() => (mounts(text), text))
        return <p>{`${text} (mounted with ${first})`}</p>
      }
      function Page({ locale, queries }: { locale: string; queries: QueryClientSource }) {
        return (
          <QueryClientSourceContext value={queries}>
            <Suspense fallback={<p>loading</p>}>
              <PageQuery query={options(locale)}>{(text) => <Content text={text} />}</PageQuery>
            </Suspense>
          </QueryClientSourceContext>
        )
      }
      const view = render(<Page locale="en" queries={source} />)
      expect(screen.getByText('prerendered en (mounted with prerendered en)')).toBeInTheDocument()
      expect(create).not.toHaveBeenCalled()

      // With prefixed URLs, the language switch's loader loads Query and the data first; with
      // unprefixed ones, no loader runs and the page loads them itself.
      if (loader) await act(() => ensurePageData(source, options('zh')))
      await act(async () => view.rerender(<Page locale="zh" queries={source} />))
      expect(await screen.findByText('fetched zh (mounted with fetched zh)')).toBeInTheDocument()
      expect(source.current()).toBe(client)
      expect(mounts.mock.calls).toEqual([['prerendered en'], ['fetched zh']])
    })
  }
})
