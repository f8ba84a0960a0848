import type { ReactNode } from 'react'

export type TimelineMotif = 'garage' | 'chair' | 'repair' | 'sofa' | 'sun' | 'van' | 'phone'

const MOTIFS: Record<TimelineMotif, ReactNode> = {
  garage: <path d="M6 22V12l10-6 10 6v10M10 22v-7h12v7M10 18h12" />,
  chair: <path d="M11 6q5-2 10 0v9H11zM9 15h14v3H9zM11 18l-1 7M21 18l1 7" />,
  repair: <path d="M20 6a5 5 0 00-5 6.5L7 20.5 9.5 23l8-8A5 5 0 0024 10l-3 1-2-2 1-3z" />,
  sofa: <path d="M8 12h16v6H8zM5 14h3v8H5zM24 14h3v8h-3zM8 18h16v4H8zM7 22v3M25 22v3" />,
  sun: <path d="M16 10a4 4 0 100 8 4 4 0 000-8zM16 4v3M16 21v3M6 14h3M23 14h3M9 7l2 2M21 19l2 2M23 7l-2 2M11 19l-2 2M7 27h18" />,
  van: <path d="M4 9h15v12H4zM19 13h5l4 4v4h-9M9 24a2 2 0 100-4 2 2 0 000 4zM23 24a2 2 0 100-4 2 2 0 000 4z" />,
  phone: <path d="M11 4h10a1 1 0 011 1v22a1 1 0 01-1 1H11a1 1 0 01-1-1V5a1 1 0 011-1zM14 24h4M13 10h6v6h-6z" />,
}

export function TimelineIcon({ motif }: { motif: TimelineMotif }) {
  return (
    <svg className="timeline-icon" aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="40" height="40">
      <circle cx="16" cy="16" r="15.5" fill="var(--color-stage)" />
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        {MOTIFS[motif]}
      </g>
    </svg>
  )
}
