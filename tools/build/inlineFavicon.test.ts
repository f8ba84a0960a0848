// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { svgDataUrl } from './inlineFavicon'

describe('the inlined favicon', () => {
  it('is a data URL that decodes to the icon itself', () => {
    const svg = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8')
    const url = svgDataUrl(svg)
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg /)
    expect(url).not.toMatch(/["<>#\n]/) // safe inside a double-quoted attribute, no fragment cut
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/[\r\n]+\s*/g, ' '))
  })
})
