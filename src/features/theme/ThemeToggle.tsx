import { useLingui } from '@lingui/react/macro'
import { setTheme, useTheme } from './theme'

export function ThemeToggle() {
  const { t } = useLingui()
  const theme = useTheme()
  const dark = theme === 'dark'
  return (
    <button type="button" className="icon-button" aria-pressed={dark} onClick={() => setTheme(dark ? 'light' : 'dark')}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="currentColor"
          d="M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-9.54-4.5A5.4 5.4 0 0 1 12.36 3.1 9.1 9.1 0 0 0 12 3Z"
        />
      </svg>
      <span className="visually-hidden">{t({ id: 'theme.dark', message: 'Dark theme' })}</span>
    </button>
  )
}
