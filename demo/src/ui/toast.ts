/**
 * Toasts: short notes in the corner. Errors show the API's own message, with its status and
 * code underneath for whoever is debugging.
 */
import { ApiProblem } from '../api/problem'
import { h } from './dom'
import { icon } from './icons'

type Kind = 'success' | 'error' | 'info'

let region: HTMLElement | undefined

function toastRegion(): HTMLElement {
  if (!region || !region.isConnected) {
    region = h('div', { class: 'toasts', role: 'region', 'aria-label': 'Notifications' })
    document.body.append(region)
  }
  return region
}

/**
 * Shows a toast for a few seconds (errors stay longer).
 *
 * @example
 * toast('Rex was created', 'success')
 */
export function toast(message: string, kind: Kind = 'info', meta?: string): void {
  const item = h(
    'div',
    { class: `toast toast-${kind}`, role: kind === 'error' ? 'alert' : 'status' },
    icon(kind === 'error' ? 'alert' : kind === 'success' ? 'check' : 'box', 18),
    h('div', { class: 'toast-text' }, h('p', null, message), meta && h('small', null, meta)),
    h(
      'button',
      {
        class: 'toast-close',
        type: 'button',
        'aria-label': 'Dismiss',
        onclick: () => item.remove(),
      },
      icon('x', 14),
    ),
  )
  toastRegion().append(item)
  setTimeout(() => item.remove(), kind === 'error' ? 8000 : 4000)
}

/**
 * Shows an error as a toast: the API's message for an ApiProblem, else the error's text.
 *
 * @example
 * api.call('deleteCategory', { path: { categoryId: 1 } }).catch(toastError)
 */
export function toastError(error: unknown): void {
  if (error instanceof ApiProblem) {
    toast(error.message, 'error', error.status ? `${error.status} · ${error.code}` : error.code)
  } else {
    toast(error instanceof Error ? error.message : String(error), 'error')
  }
}
