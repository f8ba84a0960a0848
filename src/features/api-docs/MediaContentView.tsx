import { Trans, useLingui } from '@lingui/react/macro'
import { SINGLE_EXAMPLE, schemaRefName, type MediaContent } from './reference'
import { Fold } from './Fold'
import { hasChildren, typeLabel } from './jsonSchema'
import { SchemaChildren, SchemaTree, TypeLabel } from './SchemaTree'

export function MediaContentView({ content, components }: { content: MediaContent; components: ReadonlyMap<string, unknown> }) {
  const { t } = useLingui()
  const ref = schemaRefName(content.schema)
  const resolved = ref ? components.get(ref) : content.schema
  const schemaName = typeLabel(content.schema)
  return (
    <div className="api-media">
      <p className="api-media__type">
        <code>{content.mediaType}</code>
      </p>
      {content.schema !== undefined &&
        (hasChildren(resolved) ? (
          <Fold
            summary={
              <>
                <Trans id="api.ref.schemaIs">
                  Schema: <code className="api-fold__name">{schemaName}</code>
                </Trans>
              </>
            }
          >
            {ref ? (
              <>
                <p className="api-media__ref">
                  <Trans id="api.ref.componentIs">
                    Component: <TypeLabel schema={content.schema} />
                  </Trans>
                </p>
                <SchemaChildren schema={resolved} />
              </>
            ) : (
              <SchemaTree schema={resolved} />
            )}
          </Fold>
        ) : (
          <SchemaTree schema={content.schema} />
        ))}
      {content.examples.map((example) => {
        const exampleName = example.summary ?? example.name
        return (
          <Fold
            key={example.name}
            summary={
              example.summary || example.name !== SINGLE_EXAMPLE ? (
                <Trans id="api.ref.example">
                  Example: <span className="api-fold__name">{exampleName}</span>
                </Trans>
              ) : (
                t({ id: 'api.ref.exampleOnly', message: 'Example' })
              )
            }
          >
            {/* Focusable, so a keyboard can scroll a wide example sideways (axe asks for it). */}
            {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <pre className="api-example" tabIndex={0}>
              <code>{JSON.stringify(example.value, null, 2) ?? 'undefined'}</code>
            </pre>
          </Fold>
        )
      })}
    </div>
  )
}
