import type { ReactNode } from 'react'

export type FurnitureKind = 'sofa' | 'ottoman' | 'chair' | 'lamp' | 'rug' | 'bed' | 'table' | 'storage' | 'cushion'

const WOOD = '#8a5a3b'

const DRAWINGS: Record<FurnitureKind, (colour: string) => ReactNode> = {
  sofa: (c) => (
    <>
      <rect x="40" y="70" width="240" height="70" rx="18" fill={c} />
      <rect x="28" y="100" width="36" height="70" rx="14" fill={c} />
      <rect x="256" y="100" width="36" height="70" rx="14" fill={c} />
      <rect x="60" y="120" width="200" height="45" rx="10" fill={c} opacity="0.85" />
      <path d="M160 124v38" stroke="#000" strokeOpacity="0.12" strokeWidth="3" />
      <path d="M50 172v16M270 172v16" stroke={WOOD} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  ottoman: (c) => (
    <>
      <path d="M60 110h200v70H60z" fill={c} />
      <path d="M60 110l40-40h200l-40 40z" fill={c} opacity="0.75" />
      <path d="M260 110l40-40v70l-40 40z" fill={c} opacity="0.6" />
      <path d="M160 110l40-40" stroke="#000" strokeOpacity="0.12" strokeWidth="3" />
      <path d="M70 180v10M250 180v10" stroke={WOOD} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  chair: (c) => (
    <>
      <path d="M120 40q40-14 80 0v70h-80z" fill={c} />
      <rect x="110" y="110" width="100" height="20" rx="6" fill={c} />
      <path d="M122 130l-8 60M198 130l8 60M128 110v-70M192 110v-70" stroke={c} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  lamp: (c) => (
    <>
      <path d="M120 30h80l20 60h-120z" fill={c} stroke="#000" strokeOpacity="0.1" />
      <path d="M160 90v90M130 190h60" stroke={WOOD} strokeWidth="7" strokeLinecap="round" />
      <ellipse cx="160" cy="92" rx="50" ry="6" fill="#f5d98b" opacity="0.6" />
    </>
  ),
  rug: (c) => (
    <>
      <path d="M40 150l60-90h180l-60 90z" fill={c} />
      <path d="M70 140l45-68h140l-45 68z" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="4" />
      <path d="M40 150v8l-4 6M220 150v8l-4 6" stroke={c} strokeWidth="3" />
    </>
  ),
  bed: (c) => (
    <>
      <rect x="40" y="60" width="40" height="120" rx="6" fill={c} />
      <rect x="70" y="120" width="220" height="36" rx="6" fill={c} />
      <rect x="80" y="100" width="200" height="24" rx="10" fill="#f4efe8" />
      <rect x="90" y="88" width="50" height="18" rx="8" fill="#fff" />
      <path d="M80 156v28M282 156v28" stroke={c} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  table: (c) => (
    <>
      <rect x="50" y="90" width="220" height="18" rx="4" fill={c} />
      <path d="M70 108v80M250 108v80M95 108l-6 70M225 108l6 70" stroke={c} strokeWidth="9" strokeLinecap="round" />
    </>
  ),
  storage: (c) => (
    <>
      <rect x="60" y="70" width="200" height="100" rx="6" fill={c} />
      <path d="M126 74v92M194 74v92" stroke="#000" strokeOpacity="0.15" strokeWidth="3" />
      <path d="M112 120h8M180 120h8M246 120h8" stroke="#fff" strokeOpacity="0.6" strokeWidth="4" strokeLinecap="round" />
      <path d="M76 170v18M244 170v18" stroke={WOOD} strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  cushion: (c) => (
    <>
      <path d="M90 70q70-20 140 0q14 60 0 120q-70 20-140 0q-14-60 0-120z" fill={c} />
      <path d="M104 84q56-14 112 0" stroke="#fff" strokeOpacity="0.35" strokeWidth="3" fill="none" />
    </>
  ),
}

export function FurnitureIllustration({ kind, colour, alt }: { kind: FurnitureKind; colour: string; alt: string }) {
  return (
    <svg
      className="illustration"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      viewBox="0 0 320 220"
      width="320"
      height="220"
    >
      <rect width="320" height="220" fill="var(--color-stage)" />
      <ellipse cx="160" cy="196" rx="130" ry="10" fill="#000" opacity="0.06" />
      {DRAWINGS[kind](colour)}
    </svg>
  )
}
