import { useMemo } from 'react'
import { encode } from 'uqr'

export function qrPath(data: ReadonlyArray<ReadonlyArray<boolean>>): string {
  let d = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return d
}

// SVG elements, not markup strings (Trusted Types would refuse them). Dark on white in both themes: scanners expect it.
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
