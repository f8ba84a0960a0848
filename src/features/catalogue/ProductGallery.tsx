import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'

export type GalleryView = { id: string; label: string; render: () => ReactNode }

export function ProductGallery({ views, label }: { views: ReadonlyArray<GalleryView>; label: string }) {
  const [index, setIndex] = useState(0)
  const current = views[Math.min(index, views.length - 1)]
  const thumbs = useRef<Array<HTMLButtonElement | null>>([])
  const swipeStart = useRef<number | null>(null)

  function show(next: number, focus = false) {
    const wrapped = (next + views.length) % views.length
    setIndex(wrapped)
    if (focus) thumbs.current[wrapped]?.focus()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') show(index + 1, true)
    else if (event.key === 'ArrowLeft') show(index - 1, true)
    else return
    event.preventDefault()
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return
    const dx = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(dx) > 40) show(dx < 0 ? index + 1 : index - 1)
  }

  return (
    <section className="gallery" aria-label={label}>
      <div
        className="gallery__stage"
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {current?.render()}
      </div>
      {/* Arrow keys move between the thumbnail buttons inside. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div className="gallery__thumbs" role="group" onKeyDown={onKeyDown}>
        {views.map((view, i) => (
          <button
            key={view.id}
            ref={(element) => {
              thumbs.current[i] = element
            }}
            type="button"
            className="gallery__thumb"
            aria-pressed={i === index}
            tabIndex={i === index ? 0 : -1}
            onClick={() => show(i)}
          >
            <span className="visually-hidden">{view.label}</span>
            <span aria-hidden="true" className="gallery__thumb-art">
              {view.render()}
            </span>
          </button>
        ))}
      </div>
    </section>
  )
}
