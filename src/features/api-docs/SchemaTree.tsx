import { useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/ui/AnchorLink'
import { schemaRefName } from './reference'
import { asSchema, childrenOf, constraints, typeLabel } from './jsonSchema'
import { DocText } from './DocText'

// A bound all the same: the document comes from outside.
const MAX_DEPTH = 12

export const schemaElementId = (name: string) => `schema-${name}`

export function TypeLabel({ schema }: { schema: unknown }) {
  const ref = schemaRefName(schema)
  const label = typeLabel(schema)
  const item = asSchema(asSchema(schema)?.items)
  const itemRef = item && schemaRefName(item)
  if (ref)
    return (
      <AnchorLink target={schemaElementId(ref)} className="schema__type">
        {ref}
      </AnchorLink>
    )
  if (itemRef && label === `${itemRef}[]`) {
    return (
      <span className="schema__type">
        <AnchorLink target={schemaElementId(itemRef)}>{itemRef}</AnchorLink>[]
      </span>
    )
  }
  return <code className="schema__type">{label}</code>
}

function NodeSummary({ schema, required }: { schema: unknown; required?: boolean }) {
  const { t } = useLingui()
  const node = asSchema(schema)
  return (
    <>
      <TypeLabel schema={schema} />
      {required && <span className="schema__required">{t({ id: 'api.ref.required', message: 'required' })}</span>}
      {node?.deprecated === true && <span className="schema__flag">{t({ id: 'api.ref.deprecated', message: 'deprecated' })}</span>}
      {constraints(schema).map((constraint) => (
        <code key={constraint} className="schema__constraint">
          {constraint}
        </code>
      ))}
      {typeof node?.description === 'string' && <DocText text={node.description} className="schema__description" />}
    </>
  )
}

export function SchemaChildren({ schema, depth = 0 }: { schema: unknown; depth?: number }) {
  const { t } = useLingui()
  if (depth >= MAX_DEPTH) return null
  const { properties, required, variants, extra } = childrenOf(schema)
  if (variants.length > 0) {
    return (
      <ul className="schema__list">
        {variants.map((variant, index) => {
          const number = index + 1
          return (
            <li key={index}>
              <span className="schema__variant">{t({ id: 'api.ref.variant', message: `Variant ${number}` })}</span>{' '}
              <NodeSummary schema={variant} />
              <SchemaChildren schema={variant} depth={depth + 1} />
            </li>
          )
        })}
      </ul>
    )
  }
  if (properties.length === 0 && extra === undefined) return null
  return (
    <ul className="schema__list">
      {properties.map(([name, property]) => (
        <li key={name}>
          <code className="schema__name">{name}</code> <NodeSummary schema={property} required={required.has(name)} />
          <SchemaChildren schema={property} depth={depth + 1} />
        </li>
      ))}
      {extra !== undefined && (
        <li>
          <code className="schema__name">{t({ id: 'api.ref.anyKey', message: '(any key)' })}</code> <NodeSummary schema={extra} />
          <SchemaChildren schema={extra} depth={depth + 1} />
        </li>
      )}
    </ul>
  )
}

export function SchemaTree({ schema }: { schema: unknown }) {
  return (
    <div className="schema">
      <div className="schema__root">
        <NodeSummary schema={schema} />
      </div>
      <SchemaChildren schema={schema} />
    </div>
  )
}
