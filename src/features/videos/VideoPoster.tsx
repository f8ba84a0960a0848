import type { ReactNode } from 'react'

export type PosterMotif = 'sofa' | 'washing' | 'workshop' | 'table' | 'fabrics'

const LIGHT = '#fdf9f4'
const WOOD = '#5e3820'

const MOTIFS: Record<PosterMotif, ReactNode> = {
  sofa: (
    <>
      <rect x="70" y="62" width="84" height="46" rx="10" fill={LIGHT} opacity="0.9" />
      <rect x="166" y="62" width="84" height="46" rx="10" fill={LIGHT} opacity="0.9" />
      <rect x="70" y="100" width="180" height="30" rx="8" fill={LIGHT} />
      <path d="M150 85h20M163 78l7 7-7 7" stroke={WOOD} strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M84 130v12M236 130v12" stroke={WOOD} strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  washing: (
    <>
      <rect x="104" y="40" width="112" height="112" rx="14" fill={LIGHT} />
      <circle cx="160" cy="100" r="36" fill="#4f5d4d" opacity="0.35" />
      <path d="M128 100q16-14 32 0t32 0" stroke={LIGHT} strokeWidth="4" fill="none" />
      <circle cx="124" cy="54" r="5" fill="#4f5d4d" opacity="0.5" />
      <circle cx="140" cy="54" r="5" fill="#4f5d4d" opacity="0.5" />
      <circle cx="232" cy="60" r="8" fill={LIGHT} opacity="0.6" />
      <circle cx="246" cy="84" r="5" fill={LIGHT} opacity="0.5" />
    </>
  ),
  workshop: (
    <>
      <rect x="40" y="120" width="240" height="12" rx="3" fill={WOOD} />
      <path d="M60 132v28M260 132v28" stroke={WOOD} strokeWidth="8" strokeLinecap="round" />
      <path d="M126 46q34-12 68 0v50h-68z" fill={LIGHT} />
      <rect x="118" y="94" width="84" height="14" rx="4" fill={LIGHT} />
      <path d="M128 108l-6 12M192 108l6 12" stroke={LIGHT} strokeWidth="6" strokeLinecap="round" />
      <rect x="216" y="104" width="56" height="14" rx="2" fill={LIGHT} opacity="0.7" />
    </>
  ),
  table: (
    <>
      <rect x="60" y="84" width="200" height="14" rx="4" fill={LIGHT} />
      <path d="M80 98v56M240 98v56" stroke={LIGHT} strokeWidth="8" strokeLinecap="round" />
      <path d="M200 30q10 16 0 26q-10-10 0-26z" fill="#f5d98b" />
      <path d="M120 80q30-8 60 0" stroke="#f5d98b" strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  ),
  fabrics: (
    <>
      <rect x="92" y="44" width="70" height="96" rx="8" fill="#b9a48a" transform="rotate(-12 127 92)" />
      <rect x="126" y="40" width="70" height="96" rx="8" fill="#5f6b4e" transform="rotate(-2 161 88)" />
      <rect x="160" y="44" width="70" height="96" rx="8" fill="#a65a3a" transform="rotate(9 195 92)" />
      <path d="M176 62h40M176 74h40M176 86h40" stroke={LIGHT} strokeOpacity="0.4" strokeWidth="3" transform="rotate(9 195 92)" />
    </>
  ),
}

// Drawn rather than downloaded: nothing is fetched from the video host until play.
export function VideoPoster({ id, motif, from, to }: { id: string; motif: PosterMotif; from: string; to: string }) {
  const gradient = `poster-gradient-${id}`
  return (
    <svg className="video-poster" aria-hidden="true" focusable="false" viewBox="0 0 320 180" width="320" height="180">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradient})`} />
      {MOTIFS[motif]}
      <g className="video-poster__play">
        <circle cx="160" cy="90" r="26" fill="#000" opacity="0.55" />
        <path d="M152 76v28l22-14z" fill="#fff" />
      </g>
    </svg>
  )
}
