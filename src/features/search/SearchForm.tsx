import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/** The search field of the results page: a plain form, for refining what was searched. */
export function SearchForm({ initial }: { initial: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [text, setText] = useState(initial)
  return (
    <form
      role="search"
      aria-label={t({ id: 'search.page.landmark', message: 'Refine the search' })}
      className="search-form"
      onSubmit={(e) => {
        e.preventDefault()
        void navigate({ to: '/search', search: { q: text.trim() || undefined } })
      }}
    >
      <label className="field search-form__field">
        <span>{t({ id: 'search.page.label', message: 'Search terms' })}</span>
        <input type="search" name="q" value={text} maxLength={100} enterKeyHint="search" onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary">
        {t({ id: 'search.page.submit', message: 'Search' })}
      </button>
    </form>
  )
}
