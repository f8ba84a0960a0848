import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Locale } from '#domain/locale/locales'
import { STORE_URLS, STORES_BY_LOCALE, type StoreId } from './config'
import { usePlatform, type Platform } from './platform'
import { StoreIcon } from './StoreIcon'

const STORE_FOR: Record<Platform, ReadonlyArray<StoreId>> = {
  ios: ['appStore'],
  // Huawei phones sold since 2019 have no Google Play; older ones, abroad, do.
  huawei: ['appGallery', 'googlePlay'],
  android: ['googlePlay'],
  other: [],
}

export function suggestedStore(platform: Platform, stores: ReadonlyArray<StoreId>): StoreId | undefined {
  return STORE_FOR[platform].find((store) => stores.includes(store))
}

export function StoreBadges({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const hintId = useId()
  const stores = STORES_BY_LOCALE[locale]
  const suggested = suggestedStore(usePlatform(), stores)

  const labels: Record<StoreId, { small: string; name: string }> = {
    appStore: {
      small: t({ id: 'download.store.appStore.small', message: 'Download on the' }),
      name: t({ id: 'download.store.appStore.name', message: 'App Store' }),
    },
    googlePlay: {
      small: t({ id: 'download.store.googlePlay.small', message: 'Get it on' }),
      name: t({ id: 'download.store.googlePlay.name', message: 'Google Play' }),
    },
    appGallery: {
      small: t({ id: 'download.store.appGallery.small', message: 'Explore it on' }),
      name: t({ id: 'download.store.appGallery.name', message: 'Huawei AppGallery' }),
    },
  }
  const hint =
    suggested &&
    {
      appStore: t({ id: 'download.hint.appStore', message: 'You seem to be on an iPhone or iPad: the App Store is the one for you.' }),
      googlePlay: t({ id: 'download.hint.googlePlay', message: 'You seem to be on Android: Google Play is the one for you.' }),
      appGallery: t({
        id: 'download.hint.appGallery',
        message: 'You seem to be on a Huawei or Honor phone: AppGallery is the one for you.',
      }),
    }[suggested]

  return (
    <>
      <ul className="store-badges">
        {stores.map((store) => (
          <li key={store}>
            <a
              href={STORE_URLS[store]}
              className={store === suggested ? 'store-badge store-badge--suggested' : 'store-badge'}
              data-store={store}
              aria-describedby={store === suggested ? hintId : undefined}
            >
              <StoreIcon store={store} />
              <span className="store-badge__text">
                <span className="store-badge__small">{labels[store].small}</span>{' '}
                <span className="store-badge__name">{labels[store].name}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {/* Always present and one line tall, so the hint that appears after detection moves nothing. */}
      <p id={hintId} className="store-badges__hint">
        {hint}
      </p>
    </>
  )
}
