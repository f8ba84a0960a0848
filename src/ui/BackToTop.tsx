import { goTo } from '@/lib/scroll'

export function BackToTop({ label }: { label: string }) {
  return (
    <button type="button" className="back-to-top" onClick={() => void goTo(0)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M12 19V5M5 12l7-7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  )
}
