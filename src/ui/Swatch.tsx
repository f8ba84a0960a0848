// Drawn in SVG so it needs no inline style (the CSP forbids those).
export function Swatch({ colour, size = 20 }: { colour: string; size?: number }) {
  return (
    <svg className="swatch" aria-hidden="true" viewBox="0 0 20 20" width={size} height={size}>
      <circle cx="10" cy="10" r="9" fill={colour} stroke="currentColor" strokeOpacity="0.25" />
    </svg>
  )
}
