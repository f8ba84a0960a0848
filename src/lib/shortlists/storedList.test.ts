import { afterEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { decodeStoredList } from './storedList'
import { SKU, skuListSchema } from './lists'

const options = { version: 1, item: v.pipe(v.string(), v.regex(SKU)), max: 3 }
const stored = (value: unknown) => JSON.stringify(value)

describe('a stored list read back from localStorage', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps valid entries, once each, up to its size', () => {
    const raw = stored({ version: 1, items: ['a-b/c', 'a-b/c', 'd/e/left', 'f/g', 'h/i'] })
    expect(decodeStoredList(raw, options)).toEqual(['a-b/c', 'd/e/left', 'f/g'])
  })

  it.each([
    ['nothing stored', null, false],
    ['corrupt JSON', '{"version":1,"items":[', true],
    ['a foreign value', stored(['a/b']), true],
    ['a future version', stored({ version: 2, items: ['a/b'] }), true],
    ['items that are not a list', stored({ version: 1, items: 'a/b' }), true],
  ])('%s gives an empty list', (_, raw, warns) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeStoredList(raw, options)).toEqual([])
    expect(warn).toHaveBeenCalledTimes(warns ? 1 : 0)
  })

  it('drops entries that are not SKUs, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(decodeStoredList(stored({ version: 1, items: ['a/b', 42, '../x', 'A/B', 'a/b/up'] }), options)).toEqual(['a/b'])
    expect(warn).toHaveBeenCalledOnce()
  })
})

describe('a list of SKUs in an address', () => {
  it.each([
    ['a/b,c/d/left', true],
    ['a/b', true],
    ['a/b,a/b', false],
    ['a/b,c/d,e/f,g/h', false],
    ['', false],
    ['a', false],
    ['a/b,', false],
  ])('%s is %s for a list of three', (value, valid) => {
    expect(v.is(skuListSchema(3), value)).toBe(valid)
  })
})
