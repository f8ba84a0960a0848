import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/features/locale/useLocale'
import { PageHeader } from '@/ui/PageHeader'
import { TableOfContents } from '@/ui/TableOfContents'
import { FAQ } from './faqContent'

export function FaqPage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="container page">
      <PageHeader
        title={t({ id: 'faq.title', message: 'Frequently asked questions' })}
        lede={t({ id: 'faq.lede', message: 'Quick answers about orders, delivery, returns and caring for your furniture.' })}
      />
      <TableOfContents
        label={t({ id: 'faq.toc', message: 'Topics' })}
        entries={FAQ.map((group) => ({ id: group.id, title: group.title[locale] }))}
      />
      {FAQ.map((group) => (
        <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`}>{group.title[locale]}</h2>
          {group.items.map((item) => (
            <details key={item.id} id={item.id} className="faq-item">
              <summary>{item.q[locale]}</summary>
              <p>{item.a[locale]}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  )
}
