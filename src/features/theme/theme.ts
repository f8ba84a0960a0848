import { useEffect } from 'react'
import { createPersistedStore } from '@/lib/persistedStore'

export type Theme = 'light' | 'dark'

// Its key is also read by the inline script in index.html, which applies it before the first paint.
const theme = createPersistedStore<Theme>({
  key: 'shop-theme',
  what: 'The theme',
  initial: 'light',
  decode: (raw) => (raw === 'light' || raw === 'dark' ? raw : undefined),
  encode: (chosen) => chosen,
})

export function setTheme(chosen: Theme): void {
  document.documentElement.dataset.theme = chosen
  theme.write(chosen)
}

export function useTheme(): Theme {
  const shown = theme.use()
  useEffect(() => {
    document.documentElement.dataset.theme = theme.read()
  }, [shown])
  return shown
}
