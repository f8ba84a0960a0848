const OAK = '#c89b6d'
const WOOD = '#8a5a3b'
const DARK = '#5e3820'

export function WorkshopIllustration({ alt }: { alt: string }) {
  return (
    <svg className="illustration story-illustration" role="img" aria-label={alt} viewBox="0 0 480 260" width="480" height="260">
      <rect width="480" height="260" fill="var(--color-stage)" />
      <rect x="40" y="30" width="120" height="90" rx="4" fill="#f5e6c8" stroke={WOOD} strokeWidth="6" />
      <path d="M100 30v90M40 75h120" stroke={WOOD} strokeWidth="4" />
      <path d="M160 120l90 90H120z" fill="#f5d98b" opacity="0.25" />
      <path d="M210 40h220" stroke={WOOD} strokeWidth="4" strokeLinecap="round" />
      <path d="M240 44v40M236 84h8" stroke={DARK} strokeWidth="4" strokeLinecap="round" />
      <path d="M282 44l-10 46M292 44l10 46M272 90h30" stroke={DARK} strokeWidth="3" strokeLinecap="round" fill="none" />
      <rect x="330" y="46" width="12" height="34" rx="3" fill={DARK} />
      <rect x="326" y="78" width="20" height="8" rx="2" fill="#9aa3a8" />
      <path d="M378 44v22a14 14 0 0028 0V44" stroke="#9aa3a8" strokeWidth="5" fill="none" />
      <rect x="60" y="170" width="360" height="18" rx="3" fill={WOOD} />
      <path d="M80 188v56M400 188v56M80 226h320" stroke={DARK} strokeWidth="8" strokeLinecap="round" />
      <path d="M210 104q30-10 60 0v46h-60z" fill={OAK} />
      <rect x="200" y="148" width="80" height="10" rx="3" fill={OAK} />
      <path d="M210 158l-4 12M270 158l4 12" stroke={OAK} strokeWidth="6" strokeLinecap="round" />
      <path d="M196 112h-10v40h10M186 132h-14" stroke="#4a4845" strokeWidth="4" fill="none" strokeLinecap="round" />
      <rect x="310" y="156" width="90" height="8" rx="2" fill={OAK} />
      <rect x="316" y="146" width="80" height="8" rx="2" fill="#d9b48c" />
      <path d="M120 164q6-8 12 0q6 8 12 0M140 160q5-6 10 0" stroke={OAK} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <ellipse cx="240" cy="250" rx="200" ry="6" fill="#000" opacity="0.06" />
    </svg>
  )
}
