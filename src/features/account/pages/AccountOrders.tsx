import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { useAddAllToCart } from '@/lib/cart/useAddAllToCart'
import { InvoiceRequest } from '@/ui/InvoiceRequest'
import OrderSummary from '@/ui/OrderSummary'
import type { AccountOrder } from './accountApi'
import { useRefusalWords } from './useRefusalWords'
import { CancelOrder } from './CancelOrder'
import { OrderReturns } from './OrderReturns'
import { ReturnForm } from './ReturnForm'
import { ORDERS_KEY } from '@/lib/account/useShopper'

/** The orders the signed-in shopper placed, as the status page shows them, with their 发票 and "Order again". */
export default function AccountOrders() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const refusals = useRefusalWords()
  const orders = useQuery({
    // Names and delivery tiers come in the page's language.
    queryKey: [...ORDERS_KEY, shopfront.locale],
    queryFn: () => import('./accountApi').then(({ myOrders }) => myOrders(shopfront)),
  })
  return (
    <section aria-labelledby="account-orders" className="account__orders" aria-busy={orders.isPending || undefined}>
      <h2 id="account-orders">{t({ id: 'account.orders', message: 'Your orders' })}</h2>
      {orders.isError && (
        <p className="form-failure" role="alert">
          {refusals.unreachable}{' '}
          <button type="button" className="link-button" onClick={() => void orders.refetch()}>
            {t({ id: 'cart.retry', message: 'Try again' })}
          </button>
        </p>
      )}
      {orders.data?.length === 0 && (
        <p className="muted">
          {t({ id: 'account.orders.none', message: 'You have not ordered yet. Your orders show here once placed.' })}{' '}
          <Link to="/">{t({ id: 'errors.backToShop', message: 'Back to the shop' })}</Link>
        </p>
      )}
      {orders.data?.map((order) => (
        <PastOrder key={order.code} order={order} />
      ))}
    </section>
  )
}

function PastOrder({ order }: { order: AccountOrder }) {
  const { t } = useLingui()
  const addAll = useAddAllToCart()
  const invoice = order.invoice && {
    invoiceKind: order.invoice.kind,
    invoiceTitle: order.invoice.title,
    invoiceTaxNumber: order.invoice.taxNumber,
  }
  // Said once the server agreed, and kept while the list is asked again.
  const [done, setDone] = useState<string>()
  const pieces = order.lines.filter((line) => line.handle)
  const code = order.code
  return (
    <OrderSummary order={order} heading="h3">
      <InvoiceRequest fields={invoice} />
      <OrderReturns order={order} />
      <p role="status">{done}</p>
      <div className="after-sale__actions">
        {pieces.length > 0 && (
          <button type="button" className="button" aria-describedby={`order-${order.code}`} onClick={() => addAll(pieces)}>
            {t({ id: 'account.orders.again', message: 'Order again' })}
          </button>
        )}
        {order.cancellable && (
          <CancelOrder
            code={order.code}
            onCancelled={() => setDone(t({ id: 'account.cancel.done', message: `Order ${code} is cancelled. We have emailed you.` }))}
          />
        )}
      </div>
      {order.returnUntil && (
        <ReturnForm
          order={order}
          returnUntil={order.returnUntil}
          onSent={() =>
            setDone(
              t({
                id: 'account.return.sent',
                message: 'Your return request is sent. We have emailed you, and will write with our answer.',
              }),
            )
          }
        />
      )}
    </OrderSummary>
  )
}
