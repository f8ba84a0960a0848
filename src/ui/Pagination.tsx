import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/** Links to every page of a listing, on the current route with the same search params. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  return (
    <nav className="pagination" aria-label={t({ id: 'collection.pages', message: 'Pages' })}>
      <ul>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((target) => (
          <li key={target}>
            <Link
              to="."
              search={(prev: Record<string, unknown>) => ({ ...prev, page: target === 1 ? undefined : target })}
              aria-current={target === page ? 'page' : undefined}
              className="pagination__link"
            >
              <span className="visually-hidden">{t({ id: 'collection.page', message: `Page ${target}` })}</span>
              <span aria-hidden="true">{target}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
