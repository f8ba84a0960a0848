import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/locale/locales'
import { PROVIDERS } from './providers'
import type { Video } from './videoList'
import { VideoPoster } from './VideoPoster'

function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

function isoDuration(seconds: number): string {
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`
}

export function VideoCard({ video, locale, playing, onPlay }: { video: Video; locale: Locale; playing: boolean; onPlay: () => void }) {
  const { t } = useLingui()
  const frame = useRef<HTMLIFrameElement>(null)
  const source = video.sources[locale]
  const provider = PROVIDERS[source.provider]
  const title = video.title[locale]
  const providerName = provider.name[locale]
  const length = formatDuration(video.seconds)
  const captions = video.captions.includes(locale) ? locale : undefined

  // The play button is gone once the player is in: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  const captionNote =
    video.captions.length === 2
      ? t({ id: 'videos.captions.both', message: 'Captions in English and Chinese' })
      : video.captions[0] === 'en'
        ? t({ id: 'videos.captions.en', message: 'Captions in English' })
        : video.captions[0] === 'zh'
          ? t({ id: 'videos.captions.zh', message: 'Captions in Chinese' })
          : null

  return (
    <li className="video-card">
      <div className="video-card__stage">
        {playing ? (
          <iframe
            ref={frame}
            className="video-card__frame"
            src={provider.embedUrl(source.id, { captions })}
            title={t({ id: 'videos.frameTitle', message: `${title} (video player, ${providerName})` })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="video-card__play" onClick={onPlay}>
            <VideoPoster id={video.id} {...video.poster} />
            <span className="visually-hidden">{t({ id: 'videos.play', message: `Play: ${title}` })}</span>
            <span className="video-card__duration" aria-hidden="true">
              {length}
            </span>
          </button>
        )}
      </div>
      <h2 className="h3 video-card__title">{title}</h2>
      <p>{video.summary[locale]}</p>
      <ul className="video-card__meta">
        <li>
          <Trans id="videos.lengthIs">
            Length: <time dateTime={isoDuration(video.seconds)}>{length}</time>
          </Trans>
        </li>
        {captionNote && (
          <li>
            <abbr className="video-card__cc" title={t({ id: 'videos.captions.abbr', message: 'Closed captions' })}>
              CC
            </abbr>{' '}
            {captionNote}
          </li>
        )}
      </ul>
    </li>
  )
}
