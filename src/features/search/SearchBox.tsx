import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { searchQueryOptions } from './queries'
import { suggestionsFor, type Suggestion } from './suggestions'
import { SuggestionList } from './SuggestionList'
import { useSlashShortcut } from './useSlashShortcut'
import './search-box.css'

/**
 * The header's search: a combobox (WAI-ARIA pattern, list autocomplete) that suggests pieces,
 * collections and answers as the shopper types. Its index is fetched on first focus, never before.
 */
export function SearchBox() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const navigate = useNavigate()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [text, setText] = useState('')
  const [wanted, setWanted] = useState(false)
  const [listOpen, setListOpen] = useState(false)
  // On a phone the field is folded behind a button.
  const [unfolded, setUnfolded] = useState(false)
  const [active, setActive] = useState(-1)

  const engine = useQuery({ ...searchQueryOptions(shopfront), enabled: wanted })
  const allResults = t({ id: 'search.all', message: `All results for “${text.trim()}”` })
  // The index answers in a millisecond: the list follows each key in the same render, and only its changed options render.
  const suggestions = useMemo(() => (engine.data ? suggestionsFor(engine.data, text, allResults) : []), [engine.data, text, allResults])
  const expanded = listOpen && text.trim() !== '' && suggestions.length > 0
  // Offline, Query holds the index's request until the connection returns: say so rather than "loading".
  const unavailable = engine.isError || engine.fetchStatus === 'paused'
  const unavailableNote = t({ id: 'search.unavailable', message: 'Suggestions are unavailable right now. Press Enter to search.' })
  const optionId = useCallback((key: string) => `${id}-option-${key}`, [id])
  const activeSuggestion = suggestions[active]
  const activeKey = activeSuggestion?.key

  useSlashShortcut(() => {
    // The toggle shows only where the field is folded away (a phone's width).
    if (toggleRef.current?.offsetParent) setUnfolded(true)
    inputRef.current?.focus()
  })
  useEffect(() => {
    if (unfolded) inputRef.current?.focus()
  }, [unfolded])
  useEffect(() => {
    if (activeKey) document.getElementById(optionId(activeKey))?.scrollIntoView({ block: 'nearest' })
  }, [activeKey, optionId])

  const afterChoice = useCallback(() => {
    setListOpen(false)
    setActive(-1)
    setUnfolded(false)
  }, [])

  function close({ fold = false } = {}) {
    setListOpen(false)
    setActive(-1)
    if (fold && unfolded) {
      setUnfolded(false)
      toggleRef.current?.focus()
    }
  }

  function choose(suggestion: Suggestion) {
    close()
    setUnfolded(false)
    inputRef.current?.blur()
    void navigate(suggestion.link)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Safari ends an input method's composition with a keydown of code 229 after isComposing is false.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return
    const count = suggestions.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setListOpen(true)
      if (count === 0) return
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1))
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) close()
      else if (unfolded) close({ fold: true })
      else setText('')
    } else if (event.key === 'Enter' && expanded && activeSuggestion) {
      event.preventDefault()
      choose(activeSuggestion)
    }
  }

  return (
    <div
      className="search-box"
      data-unfolded={unfolded || undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="icon-button search-box__toggle"
        aria-expanded={unfolded}
        aria-controls={`${id}-form`}
        onClick={() => (unfolded ? close({ fold: true }) : setUnfolded(true))}
      >
        <SearchIcon />
        <span className="visually-hidden">{t({ id: 'search.open', message: 'Open search' })}</span>
      </button>
      <form
        id={`${id}-form`}
        role="search"
        aria-label={t({ id: 'search.landmark', message: 'Search the shop' })}
        className="search-box__form"
        onSubmit={(event) => {
          event.preventDefault()
          if (!text.trim()) return
          close()
          setUnfolded(false)
          void navigate({ to: '/search', search: { q: text.trim() } })
        }}
      >
        <SearchIcon />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          className="search-box__input"
          aria-label={t({ id: 'search.label', message: 'Search' })}
          placeholder={t({ id: 'search.placeholder', message: 'Search' })}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeKey ? optionId(activeKey) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          value={text}
          onFocus={() => setWanted(true)}
          onChange={(event) => {
            // Text can arrive without a focus event (a window without focus, autofill): it wants the index too.
            setWanted(true)
            setText(event.target.value)
            setListOpen(true)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={`${id}-list`}
          role="listbox"
          className="search-box__list"
          hidden={!expanded}
          aria-label={t({ id: 'search.suggestions', message: 'Suggestions' })}
          // A tap on an option must not take the focus from the field first (the list would close under it).
          onPointerDown={(event) => event.preventDefault()}
        >
          <SuggestionList suggestions={suggestions} active={active} optionId={optionId} onChoose={afterChoice} />
        </div>
        {listOpen && text.trim() !== '' && unavailable && (
          <p className="search-box__note search-box__list" aria-hidden="true">
            {unavailableNote}
          </p>
        )}
        <p role="status" className="visually-hidden">
          {listOpen && text.trim() !== ''
            ? unavailable
              ? unavailableNote
              : engine.isPending
                ? t({ id: 'search.loading', message: 'Loading suggestions…' })
                : t({
                    id: 'search.suggestionCount',
                    message: plural(Math.max(0, suggestions.length - 1), { one: '# suggestion', other: '# suggestions' }),
                  })
            : ''}
        </p>
      </form>
    </div>
  )
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="search-icon">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
