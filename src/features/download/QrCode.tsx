import { useMemo } from 'react'
import { encode } from 'uqr'

/** One SVG path for all dark modules: a few hundred bytes of DOM instead of a node per module. */
export function qrPath(data: ReadonlyArray<ReadonlyArray<boolean>>): string {
  let d = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return d
}

/**
 * A QR code drawn from uqr's module matrix as SVG elements (no markup strings, which the CSP's
 * Trusted Types would refuse). Always dark on white with a four-module quiet zone, in both themes: scanners expect it.
 */
export function QrCode({ value, label, size = 176 }: { value: string; label: string; size?: number }) {
  const { size: modules, data } = useMemo(() => encode(value, { ecc: 'M', border: 4 }), [value])
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={qrPath(data)} fill="#000" />
    </svg>
  )
}
