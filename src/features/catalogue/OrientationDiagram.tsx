import type { Orientation } from '#domain/storefront/schemas'

// Seen from above with the shopper in front, so "left" and "right" are the sides as you face the sofa.
export function OrientationDiagram({
  orientation,
  colour,
  labels,
}: {
  orientation: Orientation
  colour: string
  labels: { title: string; left: string; right: string; you: string }
}) {
  const chaiseX = orientation === 'left' ? 60 : 200
  return (
    <svg className="illustration" role="img" aria-label={labels.title} viewBox="0 0 320 220" width="320" height="220">
      <rect width="320" height="220" fill="var(--color-stage)" />
      <rect x="60" y="40" width="200" height="60" rx="8" fill={colour} />
      <rect x={chaiseX} y="40" width="60" height="120" rx="8" fill={colour} />
      <rect x="60" y="40" width="200" height="16" rx="6" fill="#000" opacity="0.12" />
      <text x="40" y="200" fontSize="14" fill="currentColor">
        {labels.left}
      </text>
      <text x="280" y="200" fontSize="14" fill="currentColor" textAnchor="end">
        {labels.right}
      </text>
      <circle cx="160" cy="190" r="9" fill="var(--color-brand)" />
      <path d="M160 176v-14M154 168l6-6 6 6" stroke="var(--color-brand)" strokeWidth="2.5" fill="none" />
      <text x="160" y="214" fontSize="12" fill="currentColor" textAnchor="middle">
        {labels.you}
      </text>
    </svg>
  )
}
