import { useCallback, useEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '@/lib/breakpoints'

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The collapsed navigation below the mobile breakpoint: Escape closes it and returns focus to
 * the button, Tab cycles inside it, and a route change or growing to desktop width closes it.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const href = useRouterState({ select: (s) => s.location.href })

  const close = useCallback(() => setOpen(false), [])

  useEffect(close, [href, close])

  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${BREAKPOINTS[MOBILE_BREAKPOINT]}px)`)
    const onChange = () => desktop.matches && close()
    desktop.addEventListener('change', onChange)
    return () => desktop.removeEventListener('change', onChange)
  }, [close])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
        return
      }
      if (event.key !== 'Tab') return
      const focusable = [buttonRef.current, ...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      } else if (!focusable.includes(document.activeElement as HTMLElement)) {
        event.preventDefault()
        first?.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return { open, toggle: () => setOpen((value) => !value), buttonRef, panelRef }
}
