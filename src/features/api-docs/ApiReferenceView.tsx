import { useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/ui/AnchorLink'
import { useHashTarget } from '@/ui/useHashTarget'
import { DocText } from './DocText'
import { Fold } from './Fold'
import { OperationSection } from './OperationSection'
import type { ApiReference } from './reference'
import { SchemaTree, schemaElementId } from './SchemaTree'

export function ApiReferenceView({ reference }: { reference: ApiReference }) {
  const { t } = useLingui()
  const components = useMemo(() => new Map(reference.schemas.map(({ name, schema }) => [name, schema])), [reference])
  const [openSchemas, setOpenSchemas] = useState<ReadonlySet<string>>(() => new Set())
  const target = useHashTarget()

  function toggle(id: string, open: boolean) {
    setOpenSchemas((current) => {
      if (current.has(id) === open) return current
      const next = new Set(current)
      if (open) next.add(id)
      else next.delete(id)
      return next
    })
  }

  // The router scrolls to the hash on render, but the reference arrives later: land on it once it is here.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])

  useEffect(() => {
    if (target && reference.schemas.some(({ name }) => schemaElementId(name) === target.id)) toggle(target.id, true)
  }, [target, reference])

  const otherTag = t({ id: 'api.ref.otherTag', message: 'Other operations' })
  return (
    <>
      <section className="section api-overview" aria-labelledby="api-overview-title">
        <h2 id="api-overview-title">
          {reference.title} <span className="api-version">{reference.version}</span>
        </h2>
        {reference.summary && <p className="lede">{reference.summary}</p>}
        {reference.description && <DocText text={reference.description} />}
        {reference.servers.length > 0 && (
          <>
            <h3>{t({ id: 'api.ref.servers', message: 'Servers' })}</h3>
            <ul className="api-servers">
              {reference.servers.map((server) => (
                <li key={server.url}>
                  <code>{server.url}</code> {server.description && <span className="muted">{server.description}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
        <nav className="api-index" aria-label={t({ id: 'api.ref.index', message: 'Operations' })}>
          <h3>{t({ id: 'api.ref.index', message: 'Operations' })}</h3>
          <ul>
            {reference.groups.flatMap((group) =>
              group.operations.map((operation) => (
                <li key={operation.id}>
                  <AnchorLink target={operation.id}>
                    <span className={`api-method api-method--${operation.method}`}>{operation.method.toUpperCase()}</span>{' '}
                    {operation.summary ?? operation.path}
                  </AnchorLink>
                </li>
              )),
            )}
          </ul>
        </nav>
      </section>

      {reference.groups.map((group) => {
        const groupId = `tag-${group.tag ?? 'other'}`.replace(/\s+/g, '-')
        return (
          <section key={groupId} id={groupId} className="section api-group" aria-labelledby={`${groupId}-title`}>
            <h2 id={`${groupId}-title`}>{group.displayName ?? group.tag ?? otherTag}</h2>
            {group.description && <DocText text={group.description} className="muted" />}
            {group.operations.map((operation) => (
              <OperationSection key={operation.id} operation={operation} components={components} />
            ))}
          </section>
        )
      })}

      {reference.schemas.length > 0 && (
        <section id="schemas" className="section api-schemas" aria-labelledby="api-schemas-title">
          <h2 id="api-schemas-title">{t({ id: 'api.ref.schemas', message: 'Schemas' })}</h2>
          {reference.schemas.map(({ name, schema }) => {
            const id = schemaElementId(name)
            return (
              <Fold
                key={name}
                id={id}
                className="api-fold api-schema"
                summary={<code>{name}</code>}
                open={openSchemas.has(id)}
                onToggle={(open) => toggle(id, open)}
              >
                <SchemaTree schema={schema} />
              </Fold>
            )
          })}
        </section>
      )}
    </>
  )
}
