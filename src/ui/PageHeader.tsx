import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Market } from '#domain/markets/markets'
import { PageHead } from './PageHead'

export function PageHeader({
  title,
  eyebrow,
  lede,
  description,
  canonicalPath,
  soldIn,
}: {
  title: string
  eyebrow?: string
  lede?: ReactNode
  description?: string
  canonicalPath?: string
  soldIn?: ReadonlyArray<Market>
}) {
  const { t } = useLingui()
  return (
    <header className="page-header">
      <PageHead
        title={`${title} · ${t({ id: 'brand.name', message: 'Woodnest' })}`}
        description={description ?? (typeof lede === 'string' ? lede : undefined)}
        canonicalPath={canonicalPath}
        soldIn={soldIn}
      />
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lede && <p className="lede">{lede}</p>}
    </header>
  )
}
