import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '@/lib/locale/useLocale'
import { PageHeader } from '@/ui/PageHeader'
import { PROVIDERS } from './providers'
import { VideoCard } from './VideoCard'
import { VIDEOS } from './videoList'
import './videos.css'

export function VideosPage() {
  const { t } = useLingui()
  const locale = useLocale()
  // One player at a time: starting a video removes the previous player, which stops it.
  const [playing, setPlaying] = useState<string>()
  const providers = new Intl.ListFormat(locale).format(
    new Set(VIDEOS.map((video) => PROVIDERS[video.sources[locale].provider].name[locale])),
  )
  return (
    <div className="container page">
      <PageHeader
        title={t({ id: 'videos.title', message: 'Videos' })}
        lede={t({ id: 'videos.lede', message: 'Assembly guides, care tips and a look inside our workshop.' })}
      />
      <p className="muted videos-privacy">
        {t({
          id: 'videos.privacy',
          message: `Our videos are hosted on ${providers}. Nothing is loaded from there until you press play.`,
        })}
      </p>
      <ul className="video-grid">
        {VIDEOS.map((video) => (
          <VideoCard key={video.id} video={video} locale={locale} playing={playing === video.id} onPlay={() => setPlaying(video.id)} />
        ))}
      </ul>
    </div>
  )
}
