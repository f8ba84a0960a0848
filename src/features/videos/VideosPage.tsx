import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/features/locale/useLocale'
import { PageHeader } from '@/ui/PageHeader'
import { VIDEOS } from './videoList'

function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

export function VideosPage() {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="container page">
      <PageHeader
        title={t({ id: 'videos.title', message: 'Videos' })}
        lede={t({ id: 'videos.lede', message: 'Assembly guides, care tips and a look inside our workshop.' })}
      />
      <ul className="video-grid">
        {VIDEOS.map((video) => {
          const length = formatDuration(video.seconds)
          return (
          <li key={video.id} className="video-card">
            <div className={`video-card__poster video-card__poster--${video.id}`} aria-hidden="true">
              <span className="video-card__duration">{length}</span>
            </div>
            <h2 className="h3">{video.title[locale]}</h2>
            <p>{video.summary[locale]}</p>
            <p className="muted">
              {t({ id: 'videos.duration', message: `Length: ${length}` })}
            </p>
          </li>
          )
        })}
      </ul>
    </div>
  )
}
