import { MAX_SAVED } from '#domain/storefront/shortlists'
import type { Shopfront } from '#domain/markets/markets'
import { shopQuery } from '#domain/storefront/shopApi'
import { KeepSavedDocument, MySavedDocument } from '#domain/storefront/graphql/graphql'
import { savedItems } from '@/lib/shortlists/savedItems'
import { SAVED_MERGED } from './useShopper'

type List = ReadonlyArray<string>
type Agreement = { owner: string; list: List }
let unsubscribe: (() => void) | undefined
let sending: Promise<void> = Promise.resolve()

const same = (a: List, b: List) => a.length === b.length && a.every((sku, at) => sku === b[at])

function lastAgreed(agreement?: Agreement): Agreement | undefined {
  try {
    if (agreement) localStorage.setItem(SAVED_MERGED, JSON.stringify(agreement))
    const stored = JSON.parse(localStorage.getItem(SAVED_MERGED) ?? 'null') as Partial<Agreement> | null
    if (typeof stored?.owner !== 'string' || !Array.isArray(stored.list)) return undefined
    return { owner: stored.owner, list: stored.list.filter((sku): sku is string => typeof sku === 'string') }
  } catch {
    return undefined
  }
}

export function reconcile(here: List, onAccount: List, base: List | undefined): List {
  if (!base) return [...new Set([...here, ...onAccount])].slice(0, MAX_SAVED)
  const added = here.filter((sku) => !base.includes(sku))
  const removed = new Set(base.filter((sku) => !here.includes(sku)))
  return [...new Set([...added, ...onAccount])].filter((sku) => !removed.has(sku)).slice(0, MAX_SAVED)
}

/** One write at a time, each with the list as it is then: an older list never lands after a newer one. */
function sendLatest(shopfront: Shopfront, owner: string): Promise<void> {
  sending = sending.then(async () => {
    const list = savedItems.read()
    if (same(list, lastAgreed()?.list ?? [])) return
    await shopQuery(KeepSavedDocument, { items: [...list] }, shopfront)
    lastAgreed({ owner, list })
  })
  sending = sending.catch(() => console.warn('The saved list could not be kept on the account.'))
  return sending
}

/** Run whenever the shopper is found signed in: this browser's list and the account's become one (docs/accounts.md). */
export async function followSavedOnAccount(shopfront: Shopfront): Promise<void> {
  try {
    const { activeCustomer } = await shopQuery(MySavedDocument, {}, shopfront)
    if (!activeCustomer) return
    const owner = activeCustomer.id
    const agreed = lastAgreed()
    // Another account's list, left by a session that ended elsewhere: not this shopper's to join.
    const here = agreed && agreed.owner !== owner ? [] : savedItems.read()
    const onAccount = activeCustomer.customFields?.savedItems ?? []
    const list = reconcile(here, onAccount, agreed?.owner === owner ? agreed.list : undefined)
    if (!same(list, savedItems.read())) savedItems.write(list)
    lastAgreed({ owner, list: onAccount })
    unsubscribe?.()
    unsubscribe = savedItems.subscribe(() => void sendLatest(shopfront, owner))
    await sendLatest(shopfront, owner)
  } catch {
    console.warn('The saved list on the account could not be read: this browser’s list is shown.')
  }
}

export function stopFollowing(): void {
  unsubscribe?.()
  unsubscribe = undefined
  try {
    localStorage.removeItem(SAVED_MERGED)
  } catch {}
  savedItems.write([])
}
