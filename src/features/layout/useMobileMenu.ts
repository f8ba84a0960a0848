import { useCallback, useEffect, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { BREAKPOINTS, MOBILE_BREAKPOINT } from '@/lib/breakpoints'
import { trapTab } from '@/lib/focusTrap'

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
      trapTab(event, [buttonRef.current, panelRef.current])
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return { open, toggle: () => setOpen((value) => !value), buttonRef, panelRef }
}
