import { memo } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import type { Locale } from '#domain/locale/locales'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { formatPrice } from '@/ui/Price'
import type { Suggestion } from './suggestions'

const GROUPS = ['products', 'pages', 'collections', 'answers', 'all'] as const

/** The options of the search combobox, grouped; re-rendered only when they or the active one change. */
export const SuggestionList = memo(function SuggestionList({
  suggestions,
  active,
  optionId,
  onChoose,
}: {
  suggestions: ReadonlyArray<Suggestion>
  active: number
  optionId: (key: string) => string
  onChoose: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const groupLabels = {
    products: t({
      id: 'search.group.products',
      message: 'Pieces',
      comment: 'Heading of the products among search suggestions: pieces of furniture',
    }),
    pages: t({ id: 'search.group.pages', message: 'In the shop' }),
    collections: t({ id: 'search.group.collections', message: 'Collections' }),
    answers: t({ id: 'search.group.answers', message: 'Help' }),
    all: '',
  }
  return GROUPS.map((group) => {
    const members = suggestions.flatMap((suggestion, index) => (suggestion.group === group ? [{ suggestion, index }] : []))
    if (members.length === 0) return null
    return (
      <div
        key={group}
        role="group"
        aria-label={groupLabels[group] || undefined}
        className={`search-box__group search-box__group--${group}`}
      >
        {groupLabels[group] && (
          <div aria-hidden="true" className="search-box__group-label">
            {groupLabels[group]}
          </div>
        )}
        {members.map(({ suggestion, index }) => (
          <SuggestionOption
            key={suggestion.key}
            suggestion={suggestion}
            id={optionId(suggestion.key)}
            selected={index === active}
            locale={locale}
            onChoose={onChoose}
          />
        ))}
      </div>
    )
  })
})

// Typing one more letter mostly keeps the same pieces: those are not rendered again.
const SuggestionOption = memo(
  function SuggestionOption({
    suggestion,
    id,
    selected,
    locale,
    onChoose,
  }: {
    suggestion: Suggestion
    id: string
    selected: boolean
    locale: Locale
    onChoose: () => void
  }) {
    return (
      <Link
        {...suggestion.link}
        id={id}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        preload="intent"
        className="search-box__option"
        onClick={onChoose}
      >
        {suggestion.product && (
          <FurnitureIllustration
            kind={suggestion.product.summary.drawing}
            colour={suggestion.product.summary.colours[0]?.swatch ?? '#b9a48a'}
            alt=""
          />
        )}
        <span className="search-box__option-label">{suggestion.label}</span>
        {suggestion.product && (
          <span className="search-box__option-price">
            {formatPrice(suggestion.product.summary.price, locale, suggestion.product.currency)}
          </span>
        )}
      </Link>
    )
  },
  (before, after) =>
    before.suggestion.key === after.suggestion.key &&
    before.suggestion.label === after.suggestion.label &&
    before.suggestion.product?.summary === after.suggestion.product?.summary &&
    before.suggestion.product?.currency === after.suggestion.product?.currency &&
    // "All results" keeps its key as the query changes; its link carries the query.
    before.suggestion.link.search === after.suggestion.link.search &&
    before.id === after.id &&
    before.selected === after.selected &&
    before.locale === after.locale &&
    before.onChoose === after.onChoose,
)
