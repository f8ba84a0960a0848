/** In CSS px; the stylesheets' media queries use only these, which a unit test checks. */
export const BREAKPOINTS = {
  xs: 0,
  sm: 600,
  md: 960,
  lg: 1280,
  xl: 1920,
  xxl: 2560,
} as const

export type BreakpointName = keyof typeof BREAKPOINTS

export const MOBILE_BREAKPOINT: BreakpointName = 'lg'

const DESCENDING = (Object.entries(BREAKPOINTS) as Array<[BreakpointName, number]>).sort(([, a], [, b]) => b - a)

export function breakpointName(width: number): BreakpointName {
  for (const [name, min] of DESCENDING) {
    if (width >= min) return name
  }
  return 'xs'
}

export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS[MOBILE_BREAKPOINT]
}
