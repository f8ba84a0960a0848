import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'

/** What a saved or compared list says about pieces it could not show. */
export function SkuListNotices({ unknown, failed, retry }: { unknown: number; failed: boolean; retry: () => void }) {
  const { t } = useLingui()
  return (
    <>
      {unknown > 0 && (
        <p className="notice" role="status">
          {t({
            id: 'shortlist.unknown',
            message: plural(unknown, {
              one: '# piece on this list is no longer sold and is left out.',
              other: '# pieces on this list are no longer sold and are left out.',
            }),
          })}
        </p>
      )}
      {failed && (
        <p className="notice" role="alert">
          {t({ id: 'shortlist.failed', message: 'Some pieces could not be loaded.' })}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t({ id: 'shortlist.retry', message: 'Try again' })}
          </button>
        </p>
      )}
    </>
  )
}
