import { use } from 'react'
import { useLingui } from '@lingui/react'
import { useLocale } from '@/lib/locale/useLocale'
import { loadAccountCatalog } from '@/lib/locale/accountCatalog'
import { BackInStockForm } from './BackInStockForm'

/** Loaded under a sold-out variant once the page has hydrated: its words come in the on-demand catalog the account pages use (docs/languages.md#catalogs). */
export default function BackInStock(piece: { sku: string; name: string }) {
  const { i18n } = useLingui()
  use(loadAccountCatalog(i18n, useLocale()))
  return <BackInStockForm key={piece.sku} {...piece} />
}
