/**
 * One operation of the reference: method and path, stability markers, description,
 * parameters, body, responses and the try-it panel (unless openapi.yaml hides it).
 */
import type { OpenAPIV3 } from 'openapi-types'
import type { OperationInfo } from 'petstore-mock'
import { deref } from './document'
import { h } from '../../ui/dom'
import { inline, markdown } from './markdown'
import { constraints, schemaTable, typeLabel } from './schema'
import { tryIt } from './try-it'

function extension(operation: OperationInfo, name: string): unknown {
  return (operation.operation as Record<string, unknown>)[name]
}

/**
 * The markers of an operation: deprecated (with its dates), beta, experimental.
 *
 * @example
 * markers(getOperation('getPetById')) // [Deprecated, Sunset 2027-06-30]
 */
export function markers(operation: OperationInfo): HTMLElement[] {
  const out: HTMLElement[] = []
  if (operation.deprecated) {
    out.push(
      h('span', { class: 'marker marker-deprecated', 'data-marker': 'deprecated' }, 'Deprecated'),
    )
    const sunset = extension(operation, 'x-sunset')
    if (typeof sunset === 'string') {
      out.push(
        h('span', { class: 'marker marker-sunset', 'data-marker': 'sunset' }, `Sunset ${sunset}`),
      )
    }
  }
  if (operation.stability) {
    out.push(
      h(
        'span',
        { class: `marker marker-${operation.stability}`, 'data-marker': operation.stability },
        operation.stability[0]?.toUpperCase() + operation.stability.slice(1),
      ),
    )
  }
  return out
}

/**
 * The anchor id of an operation on the reference page.
 *
 * @example
 * operationAnchor(getOperation('listPets')) // 'op-listPets'
 */
export function operationAnchor(operation: OperationInfo): string {
  return `op-${operation.operationId}`
}

function parametersTable(operation: OperationInfo): HTMLElement | undefined {
  const params = operation.parameters.map((p) => deref<OpenAPIV3.ParameterObject>(p))
  if (params.length === 0) return undefined
  return h(
    'section',
    null,
    h('h4', null, 'Parameters'),
    h(
      'table',
      { class: 'ref-table' },
      h(
        'thead',
        null,
        h(
          'tr',
          null,
          h('th', null, 'Name'),
          h('th', null, 'In'),
          h('th', null, 'Type'),
          h('th', null, 'Notes'),
        ),
      ),
      h(
        'tbody',
        null,
        params.map((p) =>
          h(
            'tr',
            null,
            h(
              'td',
              null,
              h('code', null, p.name),
              p.required && h('span', { class: 'req' }, ' required'),
            ),
            h('td', null, p.in),
            h('td', null, p.schema ? typeLabel(p.schema) : ''),
            h(
              'td',
              null,
              inline(
                [p.description, p.schema && constraints(p.schema)].filter(Boolean).join(' — '),
              ),
            ),
          ),
        ),
      ),
    ),
  )
}

function requestBody(operation: OperationInfo): HTMLElement | undefined {
  const body = operation.operation.requestBody
  if (!body) return undefined
  const media = deref<OpenAPIV3.RequestBodyObject>(body).content['application/json']
  if (!media?.schema) return undefined
  return h(
    'section',
    null,
    h('h4', null, 'Request body ', h('small', { class: 'muted' }, 'application/json')),
    schemaTable(media.schema),
  )
}

function responses(operation: OperationInfo): HTMLElement {
  return h(
    'section',
    null,
    h('h4', null, 'Responses'),
    h(
      'ul',
      { class: 'responses' },
      Object.entries(operation.operation.responses).map(([status, response]) => {
        const resolved = deref<OpenAPIV3.ResponseObject>(response)
        const media = resolved.content?.['application/json']
        const example = media?.example
        return h(
          'li',
          { 'data-class': status[0] },
          h(
            'details',
            null,
            h(
              'summary',
              null,
              h('span', { class: 'status-code' }, status),
              h('span', null, inline(resolved.description.split('\n')[0] ?? '')),
              media?.schema && h('small', { class: 'muted' }, typeLabel(media.schema)),
            ),
            Object.keys(resolved.headers ?? {}).length > 0 &&
              h(
                'p',
                { class: 'muted' },
                `Headers: ${Object.keys(resolved.headers ?? {}).join(', ')}`,
              ),
            example !== undefined &&
              h('pre', { class: 'code-block' }, JSON.stringify(example, null, 2)),
          ),
        )
      }),
    ),
  )
}

/**
 * The card of one operation.
 *
 * @example
 * main.append(operationCard(getOperation('createPet'), '/api/v1'))
 */
export function operationCard(operation: OperationInfo, baseUrl: string): HTMLElement {
  const hidden = extension(operation, 'x-hideTryItPanel') === true
  return h(
    'article',
    {
      class: 'op-card',
      id: operationAnchor(operation),
      'data-operation': operation.operationId,
      'data-deprecated': operation.deprecated,
    },
    h(
      'header',
      { class: 'op-head' },
      h(
        'span',
        { class: 'method', 'data-method': operation.method.toUpperCase() },
        operation.method.toUpperCase(),
      ),
      h('code', { class: 'op-path' }, operation.path),
      markers(operation),
    ),
    h(
      'h3',
      { class: 'op-summary' },
      operation.operation.summary ?? operation.operationId,
      h('small', null, ` · ${operation.operationId}`),
    ),
    h('div', { class: 'md' }, markdown(operation.operation.description)),
    parametersTable(operation),
    requestBody(operation),
    responses(operation),
    hidden
      ? h(
          'p',
          { class: 'try-hidden', 'data-try-hidden': '' },
          'Try it is turned off for this operation (x-hideTryItPanel).',
        )
      : tryIt(operation, baseUrl),
  )
}
