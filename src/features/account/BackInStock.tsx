import { use } from 'react'
import { useLingui } from '@lingui/react'
import { useLocale } from '@/lib/locale/useLocale'
import { loadAccountCatalog } from './accountCatalog'
import { BackInStockForm } from './pages/BackInStockForm'

/** Loaded by a product page only once a sold-out variant is shown: its words come with the account's, never in a first load. */
export default function BackInStock(piece: { sku: string; name: string }) {
  const { i18n } = useLingui()
  use(loadAccountCatalog(i18n, useLocale()))
  return <BackInStockForm key={piece.sku} {...piece} />
}
