import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Market } from '#domain/markets/markets'

type Showroom = { lines: ReadonlyArray<MessageDescriptor>; hours: MessageDescriptor; teamHours: MessageDescriptor }

/** Each market's team and showroom, in the shopper's language; phone, email and time zone are the market's own (`MARKET_SETUP`). */
export const MARKET_CONTACT: Record<Market, Showroom> = {
  us: {
    lines: [
      msg({ id: 'contact.showroom.us.street', message: '88 Market Street' }),
      msg({ id: 'contact.showroom.us.city', message: 'San Francisco, CA 94105' }),
    ],
    hours: msg({ id: 'contact.showroom.us.hours', message: 'Open daily 10:00–19:00.' }),
    teamHours: msg({ id: 'contact.hours.us', message: 'Monday to Friday 9:00–18:00, Saturday 10:00–16:00' }),
  },
  cn: {
    lines: [
      msg({ id: 'contact.showroom.cn.street', message: '1266 West Nanjing Road, Jing’an District' }),
      msg({ id: 'contact.showroom.cn.city', message: 'Shanghai 200040' }),
    ],
    hours: msg({ id: 'contact.showroom.cn.hours', message: 'Open daily 10:00–21:00.' }),
    teamHours: msg({ id: 'contact.hours.cn', message: 'Monday to Saturday 9:00–18:00' }),
  },
}
