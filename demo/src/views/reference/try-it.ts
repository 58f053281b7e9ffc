/**
 * "Try it": fill in an operation's parameters and body, send the request to the mock running
 * in this page's service worker, and read the real answer (status, headers, body, time).
 */
import type { OpenAPIV3 } from 'openapi-types'
import type { OperationInfo } from 'petstore-mock'
import { deref } from './document'
import { h, replace } from '../../ui/dom'
import { formatNumber } from '../../ui/format'
import { responseControls } from './controls'
import { resolveSchema } from './schema'

const shownHeaders = [
  'content-type',
  'x-total-count',
  'link',
  'location',
  'deprecation',
  'sunset',
  'allow',
  'retry-after',
  'www-authenticate',
]

function exampleOf(param: OpenAPIV3.ParameterObject): string {
  const schema = param.schema ? resolveSchema(param.schema) : undefined
  const example = param.example ?? schema?.example
  if (example === undefined) return ''
  return Array.isArray(example) ? example.join(',') : String(example)
}

function bodyExample(operation: OperationInfo): string | undefined {
  const body = operation.operation.requestBody
  if (!body) return undefined
  const media = deref<OpenAPIV3.RequestBodyObject>(body).content['application/json']
  const example = media?.example ?? (media?.schema && resolveSchema(media.schema).example)
  return JSON.stringify(example ?? {}, null, 2)
}

/**
 * The try-it form of one operation, sending to `baseUrl` (the mock in this page).
 *
 * @example
 * card.append(tryIt(getOperation('listPets'), '/api/v1'))
 */
export function tryIt(operation: OperationInfo, baseUrl: string): HTMLElement {
  const params = operation.parameters.map((p) => deref<OpenAPIV3.ParameterObject>(p))
  const inputs = params.map((param) => {
    const isArray = param.schema ? resolveSchema(param.schema).type === 'array' : false
    const input = h('input', {
      name: param.name,
      type: 'text',
      value: param.in === 'path' ? exampleOf(param) : '',
      placeholder: exampleOf(param) || (param.in === 'path' ? 'required' : 'optional'),
      autocomplete: 'off',
    })
    return { param, input, isArray }
  })
  const example = bodyExample(operation)
  const body =
    example === undefined
      ? undefined
      : h(
          'textarea',
          { name: 'body', rows: Math.min(10, example.split('\n').length + 1), spellcheck: 'false' },
          example,
        )
  const key = h(
    'select',
    { name: 'key' },
    h('option', { value: 'petstore-demo-key', title: 'petstore-demo-key' }, 'Read-write key'),
    h(
      'option',
      { value: 'petstore-readonly-key', title: 'petstore-readonly-key' },
      'Read-only key',
    ),
    h('option', { value: '' }, 'No key'),
  )
  // Declared before build() reads it; showLine is hoisted.
  const controls = responseControls(operation, () => showLine())
  const send = h('button', { class: 'btn btn-primary btn-sm', type: 'submit' }, 'Send request')
  // A slow answer (a long delay) can be given up on; the request is aborted, not just ignored.
  const cancel = h('button', { class: 'btn btn-sm', type: 'button', hidden: true }, 'Cancel')
  let sending: AbortController | undefined
  cancel.addEventListener('click', () => sending?.abort())
  const result = h('div', { class: 'try-result', 'aria-live': 'polite' })
  const requestLine = h('code', { class: 'try-request' })

  const build = () => {
    let path = operation.path
    const search = new URLSearchParams()
    for (const { param, input, isArray } of inputs) {
      const value = input.value.trim()
      if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value))
      else if (param.in === 'query' && value !== '') {
        for (const v of isArray ? value.split(',').map((s) => s.trim()) : [value])
          search.append(param.name, v)
      }
    }
    for (const [name, value] of controls.read().query) search.append(name, value)
    const qs = search.toString()
    return `${baseUrl}${path}${qs ? `?${qs}` : ''}`
  }
  const method = operation.method.toUpperCase()
  function showLine(): void {
    const { prefer } = controls.read()
    requestLine.textContent = `${method} ${build()}${prefer ? `  (Prefer: ${prefer})` : ''}`
  }
  showLine()

  const form = h(
    'form',
    { class: 'try-form', novalidate: true, oninput: showLine },
    inputs.length > 0 &&
      h(
        'div',
        { class: 'try-grid' },
        inputs.map(({ param, input }) =>
          h(
            'label',
            { class: 'field' },
            h(
              'span',
              { class: 'field-label' },
              param.name,
              h('small', null, ` ${param.in}${param.required ? ', required' : ''}`),
            ),
            input,
          ),
        ),
      ),
    body &&
      h(
        'label',
        { class: 'field' },
        h('span', { class: 'field-label' }, 'Body (application/json)'),
        body,
      ),
    h(
      'div',
      { class: 'try-grid' },
      h(
        'label',
        { class: 'field' },
        h(
          'span',
          { class: 'field-label' },
          'API key',
          h('small', null, ' the harness switch wins'),
        ),
        key,
      ),
    ),
    controls.element,
    h('div', { class: 'try-actions' }, requestLine, cancel, send),
    result,
  )

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (sending || !controls.check()) return
    sending = new AbortController()
    // Not `disabled`: a disabled button loses the focus, and the keyboard user with it.
    send.setAttribute('aria-disabled', 'true')
    send.classList.add('is-busy')
    cancel.hidden = false
    // The previous answer goes at once: it is not the answer to this request.
    replace(result, h('p', { class: 'muted' }, 'Waiting for the answer…'))
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (key.value) headers.Authorization = `Bearer ${key.value}`
    if (body) headers['Content-Type'] = 'application/json'
    const { prefer } = controls.read()
    if (prefer) headers.Prefer = prefer
    const started = performance.now()
    fetch(build(), { method, headers, body: body?.value, signal: sending.signal })
      .then(async (response) => {
        const text = await response.text()
        let pretty = text
        try {
          pretty = JSON.stringify(JSON.parse(text), null, 2)
        } catch {
          // Not JSON: shown as it came.
        }
        const took = Math.round(performance.now() - started)
        replace(
          result,
          h(
            'div',
            { class: 'try-status', 'data-class': String(response.status)[0] },
            h('strong', null, `${response.status} ${response.statusText}`),
            h('span', null, `${formatNumber(took)} ms`),
          ),
          h(
            'dl',
            { class: 'try-headers' },
            shownHeaders
              .filter((name) => response.headers.has(name))
              .map((name) => [h('dt', null, name), h('dd', null, response.headers.get(name))]),
          ),
          text ? h('pre', { class: 'code-block' }, pretty) : h('p', { class: 'muted' }, 'No body.'),
        )
      })
      .catch((error: unknown) =>
        replace(
          result,
          error instanceof DOMException && error.name === 'AbortError'
            ? h('p', { class: 'muted' }, 'Cancelled: the request was aborted before an answer.')
            : h('p', { class: 'error-message' }, String(error)),
        ),
      )
      .finally(() => {
        sending = undefined
        // Cancel goes away with the request; whoever pressed it carries on from Send.
        const onCancel = document.activeElement === cancel
        cancel.hidden = true
        send.removeAttribute('aria-disabled')
        send.classList.remove('is-busy')
        if (onCancel) send.focus()
      })
  })
  return h('div', { class: 'try-it' }, h('h4', null, 'Try it'), form)
}
