import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'

/** A page's document title (with the shop's name) and its visible heading. */
export function PageHeader({ title, eyebrow, lede }: { title: string; eyebrow?: string; lede?: ReactNode }) {
  const { t } = useLingui()
  return (
    <header className="page-header">
      <title>{`${title} · ${t({ id: 'brand.name', message: 'Woodnest' })}`}</title>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lede && <p className="lede">{lede}</p>}
    </header>
  )
}
