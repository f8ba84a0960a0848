import type { StoreId } from './config'

// Drawn marks, so the page fetches no badge images; reminders, not the stores' official artwork.
export function StoreIcon({ store }: { store: StoreId }) {
  return (
    <svg className="store-badge__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="28" height="28">
      {store === 'appStore' && (
        <>
          <rect width="24" height="24" rx="6" fill="#1c7cf2" />
          <path d="M9.5 6.5l5.5 10M14.5 6.5L9 16.5M6.5 14.5h11" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
        </>
      )}
      {store === 'googlePlay' && (
        <>
          <path d="M4 3l10 9-10 9z" fill="#00a173" />
          <path d="M4 3l13.5 6.3L14 12z" fill="#2da5f5" />
          <path d="M4 21l13.5-6.3L14 12z" fill="#f0423c" />
          <path d="M17.5 9.3L21 11.2v1.6l-3.5 1.9L14 12z" fill="#ffbb00" />
        </>
      )}
      {store === 'appGallery' && (
        <>
          <rect width="24" height="24" rx="6" fill="#cf0a2c" />
          <path d="M7 8.5h10l-1 9H8z" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />
          <path d="M9.5 8.5a2.5 2.5 0 015 0" fill="none" stroke="#fff" strokeWidth="1.6" />
        </>
      )}
    </svg>
  )
}
