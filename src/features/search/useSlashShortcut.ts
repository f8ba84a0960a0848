import { useEffect, useEffectEvent } from 'react'

const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** `/` anywhere but in a field jumps to the search, as on most shops and sites. */
export function useSlashShortcut(focusSearch: () => void): void {
  const onSlash = useEffectEvent(focusSearch)
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typesText(event.target)) return
      event.preventDefault()
      onSlash()
    }
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [])
}
