/**
 * The e2e fixture page of `e2e/proxy.spec.ts`: the mock in the service worker with the `proxy`
 * option, as an app would start it, read from the page's query so each test names its backend:
 * `?target=<base url>&operations=listPets,getPetById&timeout=<ms>`. `?proxy=<json>` passes the
 * option as given, to show what a misused one does. It sets `data-mock` on `<html>` to `ready`
 * or `failed` (with the error's message in `#boot`).
 */
import {
  mountHarnessPanel,
  startPetstoreWorker,
  type PetstoreWorkerOptions,
} from '../../src/entries/browser'

function proxyOption(query: URLSearchParams): PetstoreWorkerOptions['proxy'] {
  const raw = query.get('proxy')
  if (raw !== null) return JSON.parse(raw) as PetstoreWorkerOptions['proxy']
  const target = query.get('target')
  if (target === null) return undefined
  const operations = query.get('operations')
  const timeout = query.get('timeout')
  return {
    target,
    ...(operations !== null && { operations: operations.split(',') }),
    ...(timeout !== null && { timeout: Number(timeout) }),
  }
}

const html = document.documentElement
try {
  const petstore = await startPetstoreWorker({
    proxy: proxyOption(new URLSearchParams(location.search)),
    // A backend's violations are shown, not thrown: the page sees what the backend sent.
    validateResponses: 'warn',
    onUnhandledRequest: 'bypass',
  })
  Object.assign(window, { petstore })
  mountHarnessPanel(petstore, { makeRoom: false })
  html.dataset.mock = 'ready'
} catch (error) {
  document.getElementById('boot')!.textContent =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  html.dataset.mock = 'failed'
}
