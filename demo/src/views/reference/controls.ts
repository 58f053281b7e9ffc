/**
 * The response controls of try-it: a documented status, a named example or a dynamic body, and
 * a delay, sent as a `Prefer` header or as the `__` query forms a link or an `<img>` can carry.
 */
import type { OpenAPIV3 } from 'openapi-types'
import type { OperationInfo } from 'petstore-mock'
import { deref } from './document'
import { h } from '../../ui/dom'
import { formatNumber } from '../../ui/format'

/** What the controls add to a request. */
export interface ControlChoice {
  /** The `Prefer` header, when sent as a header and anything is chosen. */
  prefer: string | undefined
  /** The `__` query parameters, when sent as the query form. */
  query: Array<[string, string]>
}

/**
 * The named examples openapi.yaml gives one response: the `examples` map, and `example` as
 * `default` (the name the mock answers `Prefer: example=default` with).
 *
 * @example
 * exampleNames(getOperation('getPetById'), '200') // ['default']
 */
export function exampleNames(operation: OperationInfo, status: string): string[] {
  const raw = operation.operation.responses[status]
  if (!raw) return []
  const media = deref<OpenAPIV3.ResponseObject>(raw).content?.['application/json']
  const names = Object.keys(media?.examples ?? {})
  if (media?.example !== undefined && !names.includes('default')) names.push('default')
  return names
}

function lowestSuccess(operation: OperationInfo): string {
  const statuses = Object.keys(operation.operation.responses).sort()
  return statuses.find((s) => s.startsWith('2')) ?? statuses[0] ?? '200'
}

/**
 * The controls' fields and a reader of what they ask for; `onChange` runs on every change.
 *
 * @example
 * const controls = responseControls(operation, showLine)
 * form.append(controls.element)
 * if (controls.check()) send(controls.read())
 */
export function responseControls(
  operation: OperationInfo,
  onChange: () => void,
): { element: HTMLElement; read: () => ControlChoice; check: () => boolean } {
  const statuses = Object.keys(operation.operation.responses)
  const code = h(
    'select',
    { name: 'code' },
    h('option', { value: '' }, 'As the mock decides'),
    statuses.map((s) => h('option', { value: s }, s)),
  )
  const answer = h('select', { name: 'answer' })
  const fillAnswers = () => {
    const names = exampleNames(operation, code.value || lowestSuccess(operation))
    answer.replaceChildren(
      h('option', { value: '' }, 'From the store'),
      ...names.map((name) => h('option', { value: `example:${name}` }, `Example "${name}"`)),
      h('option', { value: 'dynamic' }, 'Dynamic (generated)'),
    )
  }
  fillAnswers()
  const errorId = `delay-error-${++forms}`
  const delay = h('input', {
    name: 'delay',
    type: 'number',
    min: '0',
    max: '30000',
    step: '100',
    placeholder: 'ms',
  })
  const delayError = h('small', { class: 'field-error', id: errorId })
  // The box's own bounds are the mock's (a longer delay is cut to 30 s): a value outside them is
  // refused here, beside the box, instead of being sent or dropped without a word.
  const delayProblem = (): string | undefined => {
    const raw = delay.value.trim()
    if (raw === '' && !delay.validity.badInput) return undefined
    const n = Number(raw)
    const max = Number(delay.max)
    return raw !== '' && Number.isInteger(n) && n >= 0 && n <= max
      ? undefined
      : `The delay must be a whole number of milliseconds from 0 to ${formatNumber(max)}.`
  }
  const check = (): boolean => {
    const problem = delayProblem()
    delayError.textContent = problem ?? ''
    if (problem) {
      delay.setAttribute('aria-invalid', 'true')
      delay.setAttribute('aria-describedby', errorId)
      delay.focus()
    } else {
      delay.removeAttribute('aria-invalid')
      delay.removeAttribute('aria-describedby')
    }
    return !problem
  }
  delay.addEventListener('input', () => {
    if (delay.hasAttribute('aria-invalid')) check()
  })
  const via = h(
    'select',
    { name: 'via' },
    h('option', { value: 'header' }, 'Prefer header'),
    h('option', { value: 'query' }, 'Query (__code, …)'),
  )
  code.addEventListener('change', () => {
    fillAnswers()
    onChange()
  })
  const field = (label: string, hint: string, control: HTMLElement, after?: HTMLElement) =>
    h(
      'label',
      { class: 'field' },
      h('span', { class: 'field-label' }, label, h('small', null, ` ${hint}`)),
      control,
      after,
    )
  const element = h(
    'div',
    { class: 'try-grid', oninput: onChange, onchange: onChange },
    field('Status', 'documented ones', code),
    field('Body', 'example or dynamic', answer),
    field('Delay', 'optional, up to 30 s', delay, delayError),
    field('Send as', 'for clients without headers', via),
  )

  const read = (): ControlChoice => {
    const chosen: Array<[string, string]> = []
    if (code.value) chosen.push(['code', code.value])
    if (answer.value.startsWith('example:')) chosen.push(['example', answer.value.slice(8)])
    if (answer.value === 'dynamic') chosen.push(['dynamic', 'true'])
    if (delay.value.trim() !== '' && !delayProblem()) chosen.push(['delay', delay.value.trim()])
    if (via.value === 'query') {
      return { prefer: undefined, query: chosen.map(([name, value]) => [`__${name}`, value]) }
    }
    const prefer = chosen.map(([name, value]) => `${name}=${value}`).join(', ')
    return { prefer: prefer || undefined, query: [] }
  }
  return { element, read, check }
}

let forms = 0
