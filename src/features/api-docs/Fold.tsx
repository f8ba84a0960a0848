import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * A `<details>` whose content is built only once it is opened: the reference would otherwise hold
 * thousands of schema nodes and example lines that most readers never unfold. Controlled when
 * `open` is given (a hash link opens a component schema), else it keeps its own state.
 */
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
  // Unfolded before the prerendered page was hydrated: the browser opened it, but its content is
  // built here, and its toggle event came before anyone listened.
  useEffect(() => {
    if (!details.current?.open || isOpen) return
    // Held shut by its owner, with no way to tell it otherwise: shut it again.
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
