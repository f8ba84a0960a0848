import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { goTo } from '@/lib/scroll'
import { PageHeader } from '@/ui/PageHeader'
import { TableOfContents } from '@/ui/TableOfContents'
import { useHashTarget } from '@/ui/useHashTarget'
import { FAQ, QUESTION_IDS } from '#domain/faq/faqContent'
import { useShopTerms } from '@/ui/shopTerms'
import { FaqFilter } from './FaqFilter'
import { faqWithTerms } from './faqTerms'
import { filterFaq } from './faqFilter'
import './faq.css'

export function FaqPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const [scrollTo, setScrollTo] = useState<string>()
  const target = useHashTarget()
  const terms = useShopTerms()
  const { groups, count } = filterFaq(faqWithTerms(FAQ, terms, locale), query, locale)

  function toggle(id: string, isOpen: boolean) {
    setOpen((current) => {
      if (current.has(id) === isOpen) return current
      const next = new Set(current)
      if (isOpen) next.add(id)
      else next.delete(id)
      return next
    })
  }

  // When the filter hides the question the hash names, the filter is cleared and the page scrolls once it is back.
  useEffect(() => {
    if (!target || !QUESTION_IDS.has(target.id)) return
    toggle(target.id, true)
    if (!document.getElementById(target.id)) {
      setQuery('')
      setScrollTo(target.id)
    }
  }, [target])

  useEffect(() => {
    if (!scrollTo) return
    const element = document.getElementById(scrollTo)
    if (element) void goTo(element, 0)
    setScrollTo(undefined)
  }, [scrollTo])

  return (
    <div className="container page">
      <PageHeader
        title={t({ id: 'faq.title', message: 'Frequently asked questions' })}
        lede={t({ id: 'faq.lede', message: 'Quick answers about orders, delivery, returns and caring for your furniture.' })}
      />
      <FaqFilter query={query} onQueryChange={setQuery} count={count} />
      {count > 0 && (
        <TableOfContents
          label={t({ id: 'faq.toc', message: 'Topics' })}
          entries={groups.map(({ group }) => ({ id: group.id, title: group.title[locale] }))}
        />
      )}
      {count === 0 ? (
        <div className="empty-state faq-empty">
          <h2>{t({ id: 'faq.empty.title', message: 'No question matches your search' })}</h2>
          <p>{t({ id: 'faq.empty.body', message: 'Try a shorter or different word, or ask us: we answer within a working day.' })}</p>
          <p className="button-row faq-empty__actions">
            <button type="button" className="button button--primary" onClick={() => setQuery('')}>
              {t({ id: 'faq.empty.clear', message: 'Show all questions' })}
            </button>
            <Link to="/contact-us" className="button">
              {t({ id: 'faq.empty.contact', message: 'Contact us' })}
            </Link>
          </p>
        </div>
      ) : (
        groups.map(({ group, items }) => (
          <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`}>{group.title[locale]}</h2>
            {items.map((item) => (
              <details
                key={item.id}
                id={item.id}
                className="faq-item"
                open={open.has(item.id)}
                onToggle={(event) => toggle(item.id, event.currentTarget.open)}
              >
                <summary>{item.q[locale]}</summary>
                <p>{item.a[locale]}</p>
              </details>
            ))}
          </section>
        ))
      )}
    </div>
  )
}
