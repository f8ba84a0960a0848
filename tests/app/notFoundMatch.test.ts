import { expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../src/router'
import { createQueryClient } from '../../src/lib/queryClient'
import { showsNotFound } from '../../src/lib/routing'
import { storefrontFetch } from '../storefrontFetch'

async function loaded(href: string) {
  vi.stubGlobal('fetch', vi.fn(storefrontFetch))
  const router = createAppRouter({ queryClient: createQueryClient(), i18n, history: createMemoryHistory({ initialEntries: [href] }) })
  await router.load()
  return router.state.matches
}

// The prerender's server-side load is checked by the build itself: tools/build/prerender.ts stops on a 404 that is not the not-found page.
it('tells the not-found page from a page, by the router’s public match fields', async () => {
  expect(showsNotFound(await loaded('/faq'))).toBe(false)
  expect(showsNotFound(await loaded('/collections/kova/products/kova-armchair'))).toBe(false)
  // No route matches; a loader says `notFound()`; search params fail validation.
  expect(showsNotFound(await loaded('/no-such-page'))).toBe(true)
  expect(showsNotFound(await loaded('/collections/kova/products/no-such-sofa'))).toBe(true)
  expect(showsNotFound(await loaded('/search?page=-1'))).toBe(true)
})
