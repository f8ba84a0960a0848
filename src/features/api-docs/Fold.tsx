import { useEffect, useRef, useState, type ReactNode } from 'react'

// Content is built only once opened: the reference would otherwise hold thousands of schema nodes.
export function Fold({
  summary,
  children,
  id,
  className = 'api-fold',
  open,
  onToggle,
}: {
  summary: ReactNode
  children: ReactNode
  id?: string
  className?: string
  open?: boolean
  onToggle?: (open: boolean) => void
}) {
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = open ?? ownOpen
  const details = useRef<HTMLDetailsElement>(null)
  // Opened before hydration: the browser opened it, but its toggle event came before anyone listened.
  useEffect(() => {
    if (!details.current?.open || isOpen) return
    if (open !== undefined && !onToggle) details.current.open = false
    setOwnOpen(true)
    onToggle?.(true)
    // Only what the page was hydrated with: later toggles arrive as events.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <details
      ref={details}
      id={id}
      className={className}
      open={isOpen}
      onToggle={(event) => {
        const nowOpen = event.currentTarget.open
        setOwnOpen(nowOpen)
        onToggle?.(nowOpen)
      }}
    >
      <summary>{summary}</summary>
      {isOpen && children}
    </details>
  )
}
