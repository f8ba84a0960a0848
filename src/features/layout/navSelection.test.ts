import { describe, expect, it } from 'vitest'
import { selectedNavKey } from './navSelection'

describe('selectedNavKey', () => {
  it.each([
    ['/', 'shop'],
    ['/coming-soon', 'comingSoon'],
    ['/entCustom', 'entCustom'],
    ['/openapi', 'openapi'],
    ['/contact-us', 'contactUs'],
    ['/contact-us/', 'contactUs'],
    ['/download', null],
    ['/coming-soon/test', null],
    ['/collections/sale', null],
    ['/collections/kova/products/kova-l-shape-ottoman', null],
    ['/faq', null],
    ['/our-story', null],
    ['/videos', null],
    ['/nope', null],
    ['/entcustom', null],
  ])('%s selects %s', (path, key) => {
    expect(selectedNavKey(path)).toBe(key)
  })
})
