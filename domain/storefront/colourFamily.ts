export const COLOUR_FAMILIES = ['white', 'beige', 'brown', 'grey', 'black', 'green', 'blue', 'red', 'yellow'] as const
export type ColourFamily = (typeof COLOUR_FAMILIES)[number]

export function colourFamily(hex: string): ColourFamily {
  const value = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) => c / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const lightness = (max + min) / 2
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1))
  if (lightness > 0.9) return 'white'
  if (lightness < 0.15) return 'black'
  if (saturation < 0.12) return lightness > 0.8 ? 'white' : 'grey'
  let hue = 0
  if (max === r) hue = 60 * (((g - b) / (max - min)) % 6)
  else if (max === g) hue = 60 * ((b - r) / (max - min) + 2)
  else hue = 60 * ((r - g) / (max - min) + 4)
  if (hue < 0) hue += 360
  if (hue < 15 || hue >= 330) return 'red'
  if (hue < 50) return lightness > 0.65 ? 'beige' : 'brown'
  if (hue < 70) return lightness > 0.7 ? 'beige' : 'yellow'
  if (hue < 170) return 'green'
  if (hue < 260) return 'blue'
  return 'red'
}
