import { lazy, useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatDay } from '#domain/locale/formatDay'
import { useShopfront } from '@/lib/market/useMarket'
import { deliveryEstimateQueryOptions } from '@/lib/cart/deliveryQueries'
import { readDeliveryPostcode, rememberDeliveryPostcode } from '@/lib/cart/deliveryPostcode'
import { swatchesQueryOptions } from '@/lib/storefront/queries'
import { swatchSkuOf } from './swatchSku'
import { useAddSwatch } from '@/lib/cart/useAddSwatch'

const BackInStock = lazy(() => import('./backInStock/BackInStock'))

/**
 * Under a piece's "Add to cart", loaded once the page has hydrated: a delivery estimate and a free fabric swatch,
 * and for a sold-out variant (`soldOut`, the product's name) "tell me when it is back".
 */
export default function PurchaseExtras({ sku, soldOut }: { sku: string; soldOut?: string | undefined }) {
  return (
    <>
      {soldOut !== undefined && sku && <BackInStock sku={sku} name={soldOut} />}
      <div className="purchase-extras">
        <SwatchOffer sku={sku} />
        <DeliveryCheck sku={sku} />
      </div>
    </>
  )
}

function SwatchOffer({ sku }: { sku: string }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const addSwatch = useAddSwatch()
  const swatch = useQuery(swatchesQueryOptions(shopfront)).data?.find((candidate) => candidate.sku === swatchSkuOf(sku))
  const name = swatch?.options[0]?.name
  if (!swatch || !name) return null
  return (
    <button
      type="button"
      className="link-button"
      aria-disabled={addSwatch.isPending || undefined}
      onClick={() => addSwatch.add(swatch, name)}
    >
      {t({ id: 'product.orderSwatch', message: `Order a free swatch of ${name}` })}
    </button>
  )
}

function DeliveryCheck({ sku }: { sku: string }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const { locale } = shopfront
  // Mounted in the browser only, after hydration: storage is read here, never in the prerendered page.
  const [typed, setTyped] = useState(readDeliveryPostcode)
  const [settled, setSettled] = useState(readDeliveryPostcode)
  const estimate = useQuery({
    ...deliveryEstimateQueryOptions(shopfront, settled, '', [{ sku, quantity: 1 }]),
    enabled: settled !== '' && sku !== '',
  })
  const answer = estimate.data
  useEffect(() => {
    // A kept previous answer is not this postcode's.
    if (answer && !answer.problem && !estimate.isPlaceholderData && settled) rememberDeliveryPostcode(settled)
  }, [answer, settled, estimate.isPlaceholderData])
  const said = !settled
    ? ''
    : estimate.isError
      ? t({ id: 'product.deliveryFailed', message: 'The dates could not be loaded. Check your connection and try again.' })
      : !answer
        ? t({ id: 'product.deliveryAsking', message: 'Looking up the dates…' })
        : answer.problem === 'MALFORMED'
          ? t({ id: 'checkout.window.malformed', message: 'A US ZIP code has 5 digits (94103); a Chinese postcode has 6 (200040).' })
          : answer.problem === 'UNKNOWN'
            ? t({ id: 'checkout.window.unknown', message: `We do not deliver to ${settled} yet.` })
            : answer.earliest && answer.latest
              ? t({
                  id: 'checkout.window',
                  message: `Arrives between ${formatDay(answer.earliest, locale)} and ${formatDay(answer.latest, locale)}.`,
                })
              : ''
  function check(event: FormEvent) {
    event.preventDefault()
    const postcode = typed.normalize('NFKC').trim()
    if (postcode === settled) void estimate.refetch()
    else setSettled(postcode)
  }
  return (
    <form className="delivery-check" onSubmit={check} aria-label={t({ id: 'product.deliveryCheck', message: 'Delivery dates' })}>
      <label htmlFor="delivery-postcode">{t({ id: 'product.deliveryPostcode', message: 'When would it arrive? Your postcode' })}</label>
      <div className="delivery-check__row">
        <input
          id="delivery-postcode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={12}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button">
          {t({ id: 'product.deliveryAsk', message: 'See dates' })}
        </button>
      </div>
      <p className="delivery-check__answer" aria-live="polite">
        {said}
      </p>
    </form>
  )
}
