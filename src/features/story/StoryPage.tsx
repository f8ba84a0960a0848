import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/features/locale/useLocale'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { PageHeader } from '@/ui/PageHeader'
import { TableOfContents } from '@/ui/TableOfContents'
import { STORY, TIMELINE } from './storyContent'

export function StoryPage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t({ id: 'story.eyebrow', message: 'Our story' })}
        title={t({ id: 'story.title', message: 'Furniture made to be lived with, and repaired' })}
      />
      <TableOfContents
        label={t({ id: 'story.toc', message: 'On this page' })}
        entries={[
          ...STORY.map((section) => ({ id: section.id, title: section.title[locale] })),
          { id: 'timeline', title: t({ id: 'story.timeline', message: 'Timeline' }) },
        ]}
      />
      <FurnitureIllustration kind="chair" colour="#c89b6d" alt={t({ id: 'story.imageAlt', message: 'Drawing of the Linden oak chair, our first design' })} />
      {STORY.map((section) => (
        <section key={section.id} id={section.id} className="prose" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title[locale]}</h2>
          <p>{section.body[locale]}</p>
        </section>
      ))}
      <section id="timeline" className="prose" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t({ id: 'story.timeline', message: 'Timeline' })}</h2>
        <ol className="timeline">
          {TIMELINE.map((entry) => (
            <li key={entry.year}>
              <strong>{entry.year}</strong> {entry.event[locale]}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
