/**
 * The demo's entry: draw the back office at once, start the mock in a service worker (persisted
 * and shared between tabs) beside it, and let the app's requests wait for the mock. There is no
 * backend.
 *
 * The order is what makes the first screen fast: index.html has already begun installing the
 * service worker before this script arrived (see early-worker.ts), the mock's code (the larger
 * part of the page) loads in its own chunk while the shell is drawn, and the pets page sends its
 * first request the moment the mock answers.
 */
import { createClient } from './api/client'
import { startApp } from './app'
import { showBootError } from './boot-error'
import { workerInControl } from './early-worker'
import './styles/tokens.css'
import './styles/base.css'
import './styles/components.css'
import './styles/views.css'

const root = document.getElementById('app') as HTMLElement
// Read before the router draws a page and rewrites the address: a share link's state is in it.
const openedAt = location.href

const mock = startMock()
// The first screen's requests: those asked while the mock starts. The harness waits for them.
const firstScreen: Array<Promise<Response>> = []
let started = false
void mock.then(() => (started = true)).catch(() => undefined)
// Requests wait for the mock, so the shell never needs to; a failed start is shown below.
const mockFetch: typeof fetch = (input, init) => {
  const answer = mock.then(() => fetch(input, init))
  if (!started) firstScreen.push(answer)
  return answer
}
const app = startApp(
  root,
  createClient({ baseUrl: '/api/v1', apiKey: 'petstore-demo-key', fetch: mockFetch }),
)

try {
  const petstore = await mock
  petstore.onStoreReplaced(() => app.refresh())
  // Another tab's write (sync shares one store): offer to draw the page again.
  petstore.requests.subscribe((entry) => {
    if (petstore.fromOtherTab(entry) && entry.method !== 'GET' && entry.status < 400) {
      app.changedElsewhere()
    }
  })
  // For the console: `petstore.reset()`, `petstore.db`, `petstore.requests.entries`.
  Object.assign(window, { petstore })
  // The harness panel is for whoever runs the demo: its code (a chunk of its own, so the mock's
  // chunk is smaller) loads and it is drawn once the first screen's requests are answered, so it
  // never competes with them for the main thread.
  await Promise.allSettled(firstScreen)
  await idle()
  const { loadHarness, loadHarnessChoices } = await import('./mock')
  const { mountHarnessPanel } = await loadHarness()
  mountHarnessPanel(petstore, { choices: loadHarnessChoices() })
  document.documentElement.dataset.mock = 'ready'
} catch (error) {
  console.error(error)
  showBootError(root, error)
  document.documentElement.dataset.mock = 'failed'
}

async function startMock() {
  const [{ harnessOptions, loadHarnessChoices, startPetstoreWorker }] = await Promise.all([
    import('./mock'),
    workerInControl(),
  ])
  return startPetstoreWorker({
    ...harnessOptions(loadHarnessChoices()),
    persist: true,
    sync: true,
    // "Share this state" links open here with the shared store.
    stateFromLink: openedAt,
    // A demo keeps running when the mock drifts from the contract; the harness flags it instead.
    validateResponses: 'warn',
    serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
  })
}

function idle(): Promise<void> {
  return new Promise((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve(), { timeout: 1000 })
      : setTimeout(resolve, 0),
  )
}
