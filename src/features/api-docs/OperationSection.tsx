import { useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/ui/AnchorLink'
import { DocText, withCode } from './DocText'
import { MediaContentView } from './MediaContentView'
import type { Operation } from './reference'
import { SchemaTree } from './SchemaTree'

export function OperationSection({ operation, components }: { operation: Operation; components: ReadonlyMap<string, unknown> }) {
  const { t } = useLingui()
  const { id, method, path } = operation
  const heading = operation.summary ?? `${method.toUpperCase()} ${path}`
  const locations: Record<string, string> = {
    path: t({ id: 'api.ref.in.path', message: 'path' }),
    query: t({ id: 'api.ref.in.query', message: 'query' }),
    header: t({ id: 'api.ref.in.header', message: 'header' }),
    cookie: t({ id: 'api.ref.in.cookie', message: 'cookie' }),
  }
  return (
    <section id={id} className="api-op" aria-labelledby={`${id}-title`}>
      <div className="api-op__head">
        <h3 id={`${id}-title`} className="api-op__title">
          {heading}
        </h3>
        <AnchorLink target={id} className="api-op__permalink">
          <span aria-hidden="true">#</span>
          <span className="visually-hidden">{t({ id: 'api.ref.permalink', message: `Link to “${heading}”` })}</span>
        </AnchorLink>
      </div>
      <p className="api-op__endpoint">
        <span className={`api-method api-method--${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
        {operation.deprecated && <span className="schema__flag">{t({ id: 'api.ref.deprecated', message: 'deprecated' })}</span>}
      </p>
      {operation.description && <DocText text={operation.description} />}

      <h4>{t({ id: 'api.ref.parameters', message: 'Parameters' })}</h4>
      {operation.parameters.length === 0 ? (
        <p className="muted">{t({ id: 'api.ref.noParameters', message: 'None.' })}</p>
      ) : (
        <ul className="api-params">
          {operation.parameters.map((parameter) => (
            <li key={`${parameter.location}:${parameter.name}`}>
              <code className="schema__name">{parameter.name}</code>{' '}
              <span className="api-params__in">{locations[parameter.location] ?? parameter.location}</span>
              {parameter.required && <span className="schema__required">{t({ id: 'api.ref.required', message: 'required' })}</span>}
              {parameter.deprecated && <span className="schema__flag">{t({ id: 'api.ref.deprecated', message: 'deprecated' })}</span>}
              {parameter.description && <DocText text={parameter.description} className="schema__description" />}
              {parameter.schema !== undefined && <SchemaTree schema={parameter.schema} />}
            </li>
          ))}
        </ul>
      )}

      {operation.requestBody && (
        <>
          <h4>
            {t({ id: 'api.ref.requestBody', message: 'Request body' })}
            {operation.requestBody.required && (
              <span className="schema__required">{t({ id: 'api.ref.required', message: 'required' })}</span>
            )}
          </h4>
          {operation.requestBody.description && <DocText text={operation.requestBody.description} />}
          {operation.requestBody.content.map((content) => (
            <MediaContentView key={content.mediaType} content={content} components={components} />
          ))}
        </>
      )}

      <h4>{t({ id: 'api.ref.responses', message: 'Responses' })}</h4>
      <ul className="api-responses">
        {operation.responses.map((response) => (
          <li key={response.status}>
            <p className="api-responses__status">
              <code className={`api-status api-status--${response.status.charAt(0)}xx`}>{response.status}</code>{' '}
              {response.description && withCode(response.description)}
            </p>
            {response.content.map((content) => (
              <MediaContentView key={content.mediaType} content={content} components={components} />
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
