import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'

// The filter waits while an input method composes, so the list does not flash empty on "tui'huo" before 退货.
export function FaqFilter({ query, onQueryChange, count }: { query: string; onQueryChange: (query: string) => void; count: number }) {
  const { t } = useLingui()
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <form
      role="search"
      aria-label={t({ id: 'faq.filter.label', message: 'Search the questions' })}
      className="faq-filter"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={`${id}-input`} className="faq-filter__label">
        {t({ id: 'faq.filter.label', message: 'Search the questions' })}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        className="faq-filter__input"
        value={draft ?? query}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby={`${id}-count`}
        onChange={(event) => {
          if ((event.nativeEvent as InputEvent).isComposing) setDraft(event.target.value)
          else onQueryChange(event.target.value)
        }}
        onCompositionStart={(event) => setDraft(event.currentTarget.value)}
        onCompositionEnd={(event) => {
          setDraft(null)
          onQueryChange(event.currentTarget.value)
        }}
      />
      {/* Always in the page, so screen readers hear the count change as the shopper types. */}
      <p id={`${id}-count`} role="status" className="faq-filter__count">
        {query.trim() !== '' &&
          t({ id: 'faq.filter.count', message: plural(count, { one: '# question matches', other: '# questions match' }) })}
      </p>
    </form>
  )
}
