import { useLingui } from '@lingui/react/macro'

/** Vendure's order states as a shopper reads them; a state the shop does not name reads as "in progress". */
export function useOrderStates() {
  const { t } = useLingui()
  const states: Record<string, string> = {
    PaymentAuthorized: t({ id: 'order.state.awaitingCall', message: 'Placed: we will call you to confirm it' }),
    Confirmed: t({ id: 'order.state.confirmed', message: 'Confirmed on the phone: payment to follow' }),
    PaymentSettled: t({ id: 'order.state.paid', message: 'Confirmed and paid' }),
    PartiallyShipped: t({ id: 'order.state.partlyShipped', message: 'Partly on its way' }),
    Shipped: t({ id: 'order.state.shipped', message: 'On its way' }),
    PartiallyDelivered: t({ id: 'order.state.partlyDelivered', message: 'Partly delivered' }),
    Delivered: t({ id: 'order.state.delivered', message: 'Delivered' }),
    Cancelled: t({ id: 'order.state.cancelled', message: 'Cancelled' }),
  }
  return (state: string) => states[state] ?? t({ id: 'order.state.inProgress', message: 'In progress' })
}
