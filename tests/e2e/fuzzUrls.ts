/**
 * fast-check arbitraries for shop URLs: real routes and catalogue params, random segments,
 * search params (the collection page's own with garbage values among them), hashes, locale
 * prefixes and percent-encodings, valid and malformed. Every URL is a path from the origin
 * (it starts with `/`), so the origin of `origin + url` is always the shop's own.
 */
import fc from 'fast-check'
import { ROUTES } from './fixtures'

/** Inputs that broke shops and routers before (research §5.1), used as they are. */
const NASTY = [
  '%',
  '%%',
  '%E0%A4%A',
  '%ff',
  '%00',
  '%2F',
  '%2e%2e',
  '%252F',
  '%C0%AF',
  '%u2215',
  '%E4%B8%AD',
  '..',
  '.',
  '',
  '//evil.example',
  '\\evil.example',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u202Eevil',
  '🛋️',
  '沙发',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '999999999999999999999',
  ' ',
  '+',
  '?',
  '#',
  '&',
  '=',
  'a'.repeat(2000),
]
const COLLECTIONS = ['kova', 'living', 'dining', 'bedroom', 'lighting-and-decor', 'sale']
const PRODUCTS = ['kova-l-shape-ottoman', 'kova-three-seat-sofa', 'sora-floor-lamp', 'linden-dining-table', 'mori-wool-rug']
const KNOWN_PATHS = [...ROUTES.map(({ path }) => path), '/checkout', '/search', '/saved', '/compare', '/contact', '/about', '/nope']
/** An old shop's links and mistyped addresses: a page address with an extension is still a page address. */
const EXTENSIONS = ['.html', '.htm', '.php', '.aspx', '.x', '.', '.html~', '.json.bak']

/** A random string, raw (the URL parser encodes what it must) or percent-encoded by us. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }).map(encodeURIComponent),
)
const garbage = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...NASTY) }, { weight: 3, arbitrary: text })

const segment = fc.oneof(fc.constantFrom('collections', 'products', ...COLLECTIONS, ...PRODUCTS, 'faq', 'zh', 'en'), garbage)

const path = fc.oneof(
  fc.constantFrom(...KNOWN_PATHS),
  fc
    .tuple(fc.constantFrom(...COLLECTIONS, 'nope'), fc.constantFrom(...PRODUCTS, 'nope'))
    .map(([c, p]) => `/collections/${c}/products/${p}`),
  fc.constantFrom(...COLLECTIONS).map((c) => `/collections/${c}`),
  fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`),
  fc
    .tuple(fc.constantFrom(...KNOWN_PATHS.filter((known) => known !== '/')), fc.constantFrom(...EXTENSIONS))
    .map(([known, ext]) => `${known}${ext}`),
)

const localePrefix = fc.constantFrom('', '', '', '/zh', '/en', '/zh/zh', '/ZH', '/zh-CN', '/en/zh')

/** The collection and product pages' params, with their real values and with garbage. */
const PARAM_VALUES: Record<string, ReadonlyArray<string>> = {
  sort: ['featured', 'price-asc', 'price-desc', 'discount', 'newest', 'cheapest'],
  category: ['sofa', 'armchair', 'ottoman', 'lamp'],
  colour: ['white', 'green', 'moss-velvet', 'oat-boucle', 'purple'],
  price: ['entry', 'mid', 'upper', 'top', 'free'],
  page: ['1', '2', '3', '0', '-1', '1.5', '999', '1e3', '"2"', '[1]'],
  orientation: ['left', 'right', 'up'],
  q: ['sofa', '沙发', 'shafa', '', '%20', 'a'.repeat(101)],
  collection: ['kova', 'sale', 'nope', 'Not A Handle'],
  items: ['kova-three-seat-sofa/oat-boucle', 'kova-l-shape-ottoman/moss-velvet/left,sora-floor-lamp/paper', 'a/b,c/d,e/f,g/h', 'x', '1'],
}
const knownParam = fc
  .constantFrom(...Object.keys(PARAM_VALUES))
  .chain((key) => fc.tuple(fc.constant(key), fc.oneof(fc.constantFrom(...PARAM_VALUES[key]!), garbage)))
const otherParam = fc.tuple(
  fc.oneof(fc.constantFrom('redirect', 'locale', 'lang', 'utm_source', '__proto__', 'constructor', 'x'), text),
  garbage,
)
const search = fc
  .array(fc.oneof({ weight: 3, arbitrary: knownParam }, { weight: 1, arbitrary: otherParam }), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`))

const hash = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('#', '#delivery', '#warranty', '#getProduct', '#%', '#%E0%A4%A', '#<script>') },
  { weight: 1, arbitrary: text.map((value) => `#${value}`) },
)

/** Whole URLs (path, query and hash) below the origin. */
export const shopUrl = fc
  .tuple(localePrefix, path, search, hash)
  .map(([prefix, base, query, fragment]) => `${prefix}${base === '/' && prefix ? '' : base}${query}${fragment}`)
