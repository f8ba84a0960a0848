import type { QueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { Shopfront } from '#domain/markets/markets'
import type { CartProblem } from './cartOrder'
import { announceCart, markCartChanged } from './cartStore'
import { CART_KEY } from './cartQueries'
import type { CartChange } from './useCartChange'
import { addToCart, emptyCart, readCart, removeLine, setLineQuantity, type CartAnswer } from './orderApi'
import { setCart } from './useCart'

type Context = { queryClient: QueryClient; shopfront: Shopfront; i18n: I18n }

const FAILED = msg({ id: 'cart.changeFailed', message: 'Your cart could not be changed. Check your connection and try again.' })

function problemMessage(i18n: I18n, problem: CartProblem, name: string): string {
  if (problem.kind === 'gone') return i18n._(msg({ id: 'cart.gone', message: `${name} is no longer sold.` }))
  if (problem.kind === 'refused') return i18n._(msg({ id: 'cart.refused', message: `${name} could not be changed in your cart.` }))
  if (problem.kind === 'swatch-limit')
    return i18n._(msg({ id: 'cart.swatchLimit', message: 'Your cart has six swatches, the most one order can hold.' }))
  if (problem.kind === 'swatch-twice')
    return i18n._(msg({ id: 'cart.swatchTwice', message: `${name} is already in your cart: one of each swatch is enough.` }))
  if (problem.inCart === 0) return i18n._(msg({ id: 'cart.soldOut', message: `${name} has just sold out.` }))
  return i18n._(
    msg({
      id: 'cart.onlyLeft',
      message: plural(problem.inCart, {
        one: `Only # ${name} is left, and it is in your cart.`,
        other: `Only # of ${name} are left: your cart has all of them.`,
      }),
    }),
  )
}

async function send(shopfront: Shopfront, change: CartChange): Promise<CartAnswer> {
  if (change.kind === 'add') return addToCart(shopfront, change)
  if (change.kind === 'quantity') return setLineQuantity(shopfront, change.line, change.quantity)
  if (change.kind === 'remove') return removeLine(shopfront, change.line)
  if (change.kind === 'empty') return emptyCart(shopfront)
  let answer: CartAnswer | undefined
  for (const line of change.lines) answer = await removeLine(shopfront, line)
  return answer ?? { cart: await readCart(shopfront) }
}

/** Run by the cart's mutation (useCartChange.ts), one change after another: a failure is told and read again, never thrown. */
export async function changeCart({ queryClient, shopfront, i18n }: Context, change: CartChange): Promise<void> {
  try {
    // A read still on its way is older than this change's answer: it must not overwrite it.
    await queryClient.cancelQueries({ queryKey: CART_KEY })
    const { cart, problem } = await send(shopfront, change)
    setCart(queryClient, shopfront, cart)
    markCartChanged()
    if (change.kind === 'gone')
      return announceCart(
        '',
        change.lines.reduce((pieces, line) => pieces + line.quantity, 0),
      )
    const name = 'name' in change ? change.name : ''
    announceCart(problem ? problemMessage(i18n, problem, name) : (change.announcement ?? ''))
  } catch {
    announceCart(i18n._(FAILED))
    void queryClient.invalidateQueries({ queryKey: CART_KEY }) // what the order now holds is not known: read it again
  }
}
