import { globSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS, breakpointName, isMobileWidth } from './breakpoints'

describe('breakpointName', () => {
  it.each([
    [0, 'xs'],
    [599, 'xs'],
    [600, 'sm'],
    [959, 'sm'],
    [960, 'md'],
    [1279, 'md'],
    [1280, 'lg'],
    [1919, 'lg'],
    [1920, 'xl'],
    [2559, 'xl'],
    [2560, 'xxl'],
    [4000, 'xxl'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointName(width)).toBe(name)
  })
})

describe('isMobileWidth', () => {
  it('is mobile below lg (1280 px) and desktop from it', () => {
    expect(isMobileWidth(375)).toBe(true)
    expect(isMobileWidth(1279)).toBe(true)
    expect(isMobileWidth(1280)).toBe(false)
    expect(isMobileWidth(2560)).toBe(false)
  })
})

describe('the stylesheets', () => {
  it('use only the breakpoints of this module in their media queries', () => {
    const css = globSync('src/**/*.css')
      .map((path) => readFileSync(resolve(path), 'utf8'))
      .join('\n')
    const widths = [...css.matchAll(/\((?:min|max)-width:\s*([\d.]+)px\)/g)].map((m) => Number(m[1]))
    expect(widths.length).toBeGreaterThan(0)
    const allowed = Object.values(BREAKPOINTS).flatMap((px) => [px, px - 0.02])
    expect(widths.filter((px) => !allowed.includes(px))).toEqual([])
  })
})
