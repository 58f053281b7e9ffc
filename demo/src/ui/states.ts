/**
 * What a view shows while it waits, when there is nothing, and when the API said no.
 */
import { ApiProblem } from '../api/problem'
import { h } from './dom'
import { icon } from './icons'

/**
 * A loading placeholder with a spinner.
 *
 * @example
 * replace(slot, loadingState('Loading pets…'))
 */
export function loadingState(text = 'Loading…'): HTMLElement {
  return h(
    'div',
    { class: 'state state-loading', role: 'status', 'aria-live': 'polite' },
    h('span', { class: 'spinner', 'aria-hidden': 'true' }),
    text,
  )
}

/**
 * An empty result, with an optional action.
 *
 * @example
 * emptyState('No pets yet', 'Create the first one.', newPetButton)
 */
export function emptyState(title: string, text: string, action?: HTMLElement): HTMLElement {
  return h(
    'div',
    { class: 'state state-empty' },
    h('div', { class: 'state-icon' }, icon('paw', 28)),
    h('h2', null, title),
    h('p', null, text),
    action,
  )
}

/**
 * The API's error in place of the content, with a retry button.
 *
 * @example
 * replace(slot, errorState(error, () => load()))
 */
export function errorState(error: unknown, retry: () => void): HTMLElement {
  const problem = error instanceof ApiProblem ? error : undefined
  return h(
    'div',
    { class: 'state state-error', role: 'alert' },
    h('div', { class: 'state-icon' }, icon('alert', 28)),
    h('h2', null, 'The API answered with an error'),
    h('p', { class: 'error-message' }, error instanceof Error ? error.message : String(error)),
    problem && h('code', null, `${problem.status || 'no answer'} · ${problem.code}`),
    h('button', { class: 'btn', type: 'button', onclick: retry }, icon('refresh'), 'Try again'),
  )
}
