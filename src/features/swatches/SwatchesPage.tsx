import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { PageHeader } from '@/ui/PageHeader'
import { Swatch } from '@/ui/Swatch'
import { swatchesQueryOptions } from '@/lib/storefront/queries'
import { useCart } from '@/lib/cart/useCart'
import { useAddSwatch } from '@/lib/cart/useAddSwatch'
import './swatches.css'

/** How many different swatches one order holds (server/src/plugins/checkout/swatchLimit.ts). */
const MAX_SWATCHES = 6

export function SwatchesPage() {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const { cart } = useCart()
  const addSwatch = useAddSwatch()
  const { data: swatches } = useSuspenseQuery(swatchesQueryOptions(shopfront))
  const inCart = new Set(cart.lines.filter((line) => line.swatch).map((line) => line.sku))
  const full = inCart.size >= MAX_SWATCHES

  return (
    <div className="container page swatches-page">
      <PageHeader
        title={t({ id: 'swatches.title', message: 'Free fabric swatches' })}
        lede={t({
          id: 'swatches.lede',
          message:
            'Feel the weave and see the colour in your own light before you choose. Every fabric our sofas, chairs and beds come in is yours as a free swatch by post: up to six different ones per order.',
        })}
      />
      <ul className="swatch-grid">
        {swatches.map((swatch) => {
          const fabric = swatch.options[0]
          const name = fabric?.name ?? swatch.name
          const chosen = inCart.has(swatch.sku)
          return (
            <li key={swatch.sku} className="card swatch-card">
              <Swatch colour={fabric?.customFields?.swatch ?? '#cccccc'} size={64} />
              <p className="swatch-card__name">{name}</p>
              <button
                type="button"
                className="button"
                aria-disabled={chosen || full || addSwatch.isPending || undefined}
                // Focusable (aria-disabled): the focus comes back here from the drawer. The fabric is in its name: eight buttons read alike otherwise.
                aria-label={chosen ? undefined : t({ id: 'swatches.addLabel', message: `Add free swatch: ${name}` })}
                onClick={() => {
                  if (!chosen && !full) addSwatch.add(swatch, name)
                }}
              >
                {chosen ? t({ id: 'swatches.inCart', message: 'In your cart' }) : t({ id: 'swatches.add', message: 'Add free swatch' })}
              </button>
            </li>
          )
        })}
      </ul>
      {full && <p className="notice">{t({ id: 'swatches.full', message: 'Your cart has six swatches, the most one order can hold.' })}</p>}
    </div>
  )
}
