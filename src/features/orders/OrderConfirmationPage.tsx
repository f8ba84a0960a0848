import { useEffect, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDay } from '#domain/locale/formatDay'
import { cityLine } from '#domain/markets/regions'
import { useShopfront } from '@/lib/market/useMarket'
import { useInBrowser } from '@/lib/useInBrowser'
import { PageHeader } from '@/ui/PageHeader'
import { OrderTotals } from '@/ui/OrderTotals'
import { InvoiceRequest } from '@/ui/InvoiceRequest'
import { currencyOf, formatPrice } from '@/ui/Price'
import { forgetPlacing, placingCode } from '@/lib/cart/placingOrder'
import { placedOrderQueryOptions } from './placedOrderQuery'
import { useOrderStates } from '@/ui/useOrderStates'
import '@/ui/styles/order-lines.css'
import './orders.css'

/** Only the browser session that placed the order sees it: any other session, whatever the code, gets `notFound`. */
export function OrderConfirmationPage({ code, notFound }: { code: string; notFound: ReactNode }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const { locale } = shopfront
  const inBrowser = useInBrowser()
  const stateOf = useOrderStates()
  const query = useQuery({ ...placedOrderQueryOptions(shopfront, code), enabled: inBrowser })
  const order = query.data
  // Seen: a later "Place order" in this tab is a new order.
  useEffect(() => {
    if (order && placingCode() === order.code) forgetPlacing()
  }, [order])

  if (order === null) return notFound
  const title = t({ id: 'order.thanks', message: 'Thank you: your order is placed' })
  if (!order) {
    return (
      <div className="container page order-page">
        <PageHeader title={title} />
        {query.isError ? (
          <p className="load-failed" role="alert">
            <span>{t({ id: 'order.failed', message: 'Your order could not be loaded. Check your connection.' })}</span>{' '}
            <button type="button" className="link-button" onClick={() => void query.refetch()}>
              {t({ id: 'cart.retry', message: 'Try again' })}
            </button>
          </p>
        ) : (
          <p className="muted">{t({ id: 'order.loading', message: 'Loading your order…' })}</p>
        )}
      </div>
    )
  }

  const currency = currencyOf(order.currencyCode)
  const money = (minor: number) => formatPrice(minor / 100, locale, currency)
  const gross = order.pricesIncludeTax
  const deliveryEarliest = order.customFields?.deliveryEarliest
  const deliveryLatest = order.customFields?.deliveryLatest
  const address = order.shippingAddress
  const phone = order.customer?.phoneNumber ?? ''
  return (
    <div className="container page order-page">
      <PageHeader
        title={title}
        lede={t({
          id: 'order.callLede',
          message: `We will call you on ${phone} within one working day to confirm your order and take payment. Nothing has been charged.`,
        })}
      />
      <section className="card order-page__summary" aria-labelledby="order-number">
        <h2 id="order-number" className="h3">
          {t({ id: 'order.number', message: `Order ${order.code}` })}
        </h2>
        <p>{stateOf(order.state)}</p>
        <p className="muted">
          {t({ id: 'order.keepNumber', message: 'Keep this number: it finds your order and it is what we ask for on the phone.' })}
        </p>
        {order.customer?.emailAddress && (
          <p className="muted">{t({ id: 'order.emailSent', message: `We have sent these details to ${order.customer.emailAddress}.` })}</p>
        )}
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.id}>
              <span>
                {line.quantity} × {line.productVariant.name}
              </span>
              <span>{money(gross ? line.linePriceWithTax : line.linePrice)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          order={order}
          subTotal={gross ? order.subTotalWithTax : order.subTotal}
          deliveryLabel={t({ id: 'checkout.deliveryLine', message: `Delivery: ${order.shippingLines[0]?.shippingMethod.name ?? ''}` })}
        />
      </section>
      <section className="order-page__delivery" aria-labelledby="order-delivery">
        <h2 id="order-delivery" className="h3">
          {t({ id: 'order.delivery', message: 'Delivery' })}
        </h2>
        {deliveryEarliest && deliveryLatest && (
          <p>
            <strong>
              {t({
                id: 'checkout.window',
                message: `Arrives between ${formatDay(deliveryEarliest, locale)} and ${formatDay(deliveryLatest, locale)}.`,
              })}
            </strong>
          </p>
        )}
        {address && (
          <address>
            {[address.fullName, address.streetLine1, address.streetLine2, cityLine(address), address.country]
              .filter((part) => part && part.trim())
              .map((part) => (
                <span key={part} className="order-page__address-line">
                  {part}
                </span>
              ))}
          </address>
        )}
        <InvoiceRequest fields={order.customFields} />
      </section>
      <p className="order-page__next">
        <Link to="/order-status" className="button">
          {t({ id: 'order.statusLink', message: 'Where is my order?' })}
        </Link>{' '}
        <Link to="/" className="button button--primary">
          {t({ id: 'errors.backToShop', message: 'Back to the shop' })}
        </Link>
      </p>
    </div>
  )
}
