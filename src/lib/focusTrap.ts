const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keeps Tab inside an open menu or dialog (containers are searched for focusable children); call from keydown. */
export function trapTab(event: KeyboardEvent, elements: ReadonlyArray<HTMLElement | null>): void {
  if (event.key !== 'Tab') return
  const focusable = elements.flatMap((element) =>
    element === null ? [] : element.matches(FOCUSABLE) ? [element] : [...element.querySelectorAll<HTMLElement>(FOCUSABLE)],
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement as HTMLElement | null
  if (event.shiftKey && active === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  } else if (!focusable.includes(active as HTMLElement)) {
    event.preventDefault()
    first.focus()
  }
}
