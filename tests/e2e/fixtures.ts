import { test as base, expect } from '@playwright/test'

/** Every test fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: Array<string> }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: Array<string> = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export const ROUTES: ReadonlyArray<{ path: string; heading: string | RegExp; nav: string | null }> = [
  { path: '/', heading: 'Kova: the sofa that grows with your home', nav: 'Shop' },
  { path: '/collections/kova/products/kova-l-shape-ottoman', heading: 'Kova L-shape ottoman', nav: null },
  { path: '/collections/sale', heading: 'Sale', nav: null },
  { path: '/coming-soon', heading: 'Aster: outdoor living, made to weather', nav: 'Coming soon' },
  { path: '/coming-soon/test', heading: 'Aster outdoor collection (test layout)', nav: null },
  { path: '/contact-us', heading: 'Contact us', nav: 'Contact us' },
  { path: '/download', heading: 'Your home, planned on your phone', nav: null },
  { path: '/entCustom', heading: 'Custom furniture for hotels, offices and homes you build', nav: 'For business' },
  { path: '/openapi', heading: 'The Woodnest Open API', nav: 'Open API' },
  { path: '/faq', heading: 'Frequently asked questions', nav: null },
  { path: '/our-story', heading: 'Furniture made to be lived with, and repaired', nav: null },
  { path: '/videos', heading: 'Videos', nav: null },
]
