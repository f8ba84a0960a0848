import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { FurnitureIllustration } from '@/ui/FurnitureIllustration'
import { PageHeader } from '@/ui/PageHeader'
import { TableOfContents } from '@/ui/TableOfContents'
import { STORY, TIMELINE } from './storyContent'
import { TimelineIcon } from './TimelineIcon'
import { WorkshopIllustration } from './WorkshopIllustration'
import './story.css'

export function StoryPage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="container page">
      <PageHeader
        eyebrow={t({ id: 'story.eyebrow', message: 'Our story' })}
        title={t({ id: 'story.title', message: 'Furniture made to be lived with, and repaired' })}
        description={t({
          id: 'story.description',
          message: 'How Woodnest began, how our workshops make each piece, and why we repair what we sell.',
        })}
      />
      <TableOfContents
        label={t({ id: 'story.toc', message: 'On this page' })}
        entries={[
          ...STORY.map((section) => ({ id: section.id, title: section.title[locale] })),
          { id: 'timeline', title: t({ id: 'story.timeline', message: 'Timeline' }) },
        ]}
      />
      <FurnitureIllustration
        kind="chair"
        colour="#c89b6d"
        alt={t({ id: 'story.imageAlt', message: 'Drawing of the Linden oak chair, our first design' })}
      />
      {STORY.map((section) => (
        <section key={section.id} id={section.id} className="prose" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title[locale]}</h2>
          {section.id === 'workshop' && (
            <WorkshopIllustration
              alt={t({
                id: 'story.workshopAlt',
                message:
                  'Drawing of our workshop: an oak chair frame clamped on the workbench, tools on the wall and light from the window',
              })}
            />
          )}
          {section.body.map((paragraph) => (
            <p key={paragraph.en}>{paragraph[locale]}</p>
          ))}
        </section>
      ))}
      <section id="timeline" className="prose" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t({ id: 'story.timeline', message: 'Timeline' })}</h2>
        <ol className="timeline story-timeline">
          {TIMELINE.map((entry) => (
            <li key={entry.year} className="story-timeline__entry">
              <TimelineIcon motif={entry.motif} />
              <p>
                <strong className="story-timeline__year">{entry.year}</strong> {entry.event[locale]}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
