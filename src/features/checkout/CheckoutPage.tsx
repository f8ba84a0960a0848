import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useInBrowser } from '@/lib/useInBrowser'
import { LateBoundary } from '@/ui/LateBoundary'
import { PageHeader } from '@/ui/PageHeader'
import '@/ui/styles/order-lines.css'
import './checkout.css'

// Lazy: the prerendered page cannot know this browser's cart, so none of the checkout is in the first load.
const CheckoutForm = lazy(() => import('./CheckoutForm'))

export function CheckoutPage() {
  const { t } = useLingui()
  const inBrowser = useInBrowser()
  const [codeFailed, setCodeFailed] = useState(false)
  const loading = <p className="empty-state muted">{t({ id: 'checkout.loadingCart', message: 'Loading your cart…' })}</p>

  return (
    <div className="container page checkout">
      <PageHeader
        title={t({ id: 'checkout.placeTitle', message: 'Checkout' })}
        lede={t({
          id: 'checkout.placeLede',
          message: 'Place your order and we will call you within one working day to confirm it and take payment. Nothing is charged now.',
        })}
      />
      {codeFailed ? (
        <p className="load-failed" role="alert">
          <span>{t({ id: 'checkout.codeFailed', message: 'The checkout could not be loaded. Check your connection.' })}</span>{' '}
          <button type="button" className="link-button" onClick={() => location.reload()}>
            {t({ id: 'checkout.reload', message: 'Reload the page' })}
          </button>
        </p>
      ) : inBrowser ? (
        <LateBoundary onError={() => setCodeFailed(true)}>
          <Suspense fallback={loading}>
            <CheckoutForm />
          </Suspense>
        </LateBoundary>
      ) : (
        loading
      )}
    </div>
  )
}
