import { describe, expect, it } from 'vitest'
import { createRouter } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'
import { navEntries, selectedEntry } from './navSelection'

// The entries the route files give themselves, read as the nav reads them.
const entries = navEntries(Object.values(createRouter({ routeTree, context: {} as never }).routesById))

describe('the top navigation', () => {
  it('lists the pages whose routes ask for an entry, in their order', () => {
    expect(entries.map((entry) => [entry.to, entry.nav.label.id])).toEqual([
      ['/', 'nav.shop'],
      ['/coming-soon', 'nav.comingSoon'],
      ['/download', 'nav.download'],
      ['/entCustom', 'nav.entCustom'],
      ['/openapi', 'nav.openapi'],
      ['/contact-us', 'nav.contactUs'],
    ])
  })

  it.each([
    ['/', '/'],
    ['/coming-soon', '/coming-soon'],
    ['/entCustom', '/entCustom'],
    ['/openapi', '/openapi'],
    ['/contact-us', '/contact-us'],
    ['/contact-us/', '/contact-us'],
    ['/download', null],
    ['/coming-soon/test', null],
    ['/collections/sale', null],
    ['/collections/kova/products/kova-l-shape-ottoman', null],
    ['/faq', null],
    ['/our-story', null],
    ['/videos', null],
    ['/nope', null],
    ['/entcustom', null],
  ])('%s selects %s', (path, selected) => {
    expect(selectedEntry(entries, path)).toBe(selected)
  })
})
