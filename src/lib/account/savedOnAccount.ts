import { MAX_SAVED } from '#domain/storefront/shortlists'
import type { Shopfront } from '#domain/markets/markets'
import { shopQuery } from '#domain/storefront/shopApi'
import { KeepSavedDocument, MySavedDocument } from '#domain/storefront/graphql/graphql'
import { savedItems } from '@/lib/shortlists/savedItems'
import { SAVED_MERGED } from './useShopper'

type List = ReadonlyArray<string>
let unsubscribe: (() => void) | undefined

const same = (a: List, b: List) => a.length === b.length && a.every((sku, at) => sku === b[at])

function lastAgreed(list?: List): List | undefined {
  try {
    if (list) localStorage.setItem(SAVED_MERGED, JSON.stringify(list))
    const stored: unknown = JSON.parse(localStorage.getItem(SAVED_MERGED) ?? 'null')
    return Array.isArray(stored) ? stored.filter((sku): sku is string => typeof sku === 'string') : undefined
  } catch {
    return undefined
  }
}

/** What changed here since the last agreement, applied to the account's list; at the first sign-in here, both together. */
export function reconcile(here: List, onAccount: List, base: List | undefined): List {
  if (!base) return [...new Set([...here, ...onAccount])].slice(0, MAX_SAVED)
  const added = here.filter((sku) => !base.includes(sku))
  const removed = new Set(base.filter((sku) => !here.includes(sku)))
  return [...new Set([...added, ...onAccount])].filter((sku) => !removed.has(sku)).slice(0, MAX_SAVED)
}

async function keep(shopfront: Shopfront, list: List): Promise<void> {
  await shopQuery(KeepSavedDocument, { items: [...list] }, shopfront)
  lastAgreed(list)
}

/** Run whenever the shopper is found signed in: this browser's list and the account's become one (docs/accounts.md). */
export async function followSavedOnAccount(shopfront: Shopfront): Promise<void> {
  try {
    const { activeCustomer } = await shopQuery(MySavedDocument, {}, shopfront)
    if (!activeCustomer) return
    const onAccount = activeCustomer.customFields?.savedItems ?? []
    const list = reconcile(savedItems.read(), onAccount, lastAgreed())
    if (!same(list, savedItems.read())) savedItems.write(list)
    if (same(list, onAccount)) lastAgreed(list)
    else await keep(shopfront, list)
    unsubscribe ??= savedItems.subscribe(() => {
      const now = savedItems.read()
      if (!same(now, lastAgreed() ?? [])) keep(shopfront, now).catch(() => console.warn('The saved list could not be kept on the account.'))
    })
  } catch {
    console.warn('The saved list on the account could not be read: this browser’s list is shown.')
  }
}

export function stopFollowing({ signedOut }: { signedOut: boolean }): void {
  unsubscribe?.()
  unsubscribe = undefined
  try {
    localStorage.removeItem(SAVED_MERGED)
  } catch {}
  if (signedOut) savedItems.write([])
}
