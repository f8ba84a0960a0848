import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PageHead } from './PageHead'

export function PageHeader({
  title,
  eyebrow,
  lede,
  description,
  noindex,
  canonicalPath,
}: {
  title: string
  eyebrow?: string
  lede?: ReactNode
  description?: string
  noindex?: boolean
  canonicalPath?: string
}) {
  const { t } = useLingui()
  return (
    <header className="page-header">
      <PageHead
        title={`${title} · ${t({ id: 'brand.name', message: 'Woodnest' })}`}
        description={description ?? (typeof lede === 'string' ? lede : undefined)}
        noindex={noindex}
        canonicalPath={canonicalPath}
      />
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      {lede && <p className="lede">{lede}</p>}
    </header>
  )
}
