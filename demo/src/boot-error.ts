/**
 * What the page shows when the mock cannot start, most often because service workers need a
 * secure origin (https, localhost or 127.0.0.1).
 */
import { h, replace } from './ui/dom'

/**
 * Replaces the app with an explanation of why the mock did not start.
 *
 * @example
 * startPetstoreWorker().catch((error) => showBootError(root, error))
 */
export function showBootError(root: HTMLElement, error: unknown): void {
  const insecure = !window.isSecureContext || !('serviceWorker' in navigator)
  replace(
    root,
    h(
      'div',
      { class: 'boot-error', role: 'alert' },
      h('h1', null, 'The mock API could not start'),
      h(
        'p',
        null,
        insecure
          ? 'This demo runs its API in a service worker, which browsers only allow on https, localhost or 127.0.0.1. Open it from one of those.'
          : 'The service worker did not start. Reload the page; if it keeps failing, the details are below.',
      ),
      h('pre', { class: 'code-block' }, error instanceof Error ? error.message : String(error)),
    ),
  )
}
