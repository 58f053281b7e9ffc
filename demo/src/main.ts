/**
 * The demo's entry: start the mock in a service worker (persisted and shared between tabs),
 * mount the dev harness, and run the back office against it. There is no backend.
 */
import {
  harnessOptions,
  loadHarnessChoices,
  mountHarnessPanel,
  startPetstoreWorker,
} from 'petstore-mock/browser'
import { createClient } from './api/client'
import { startApp } from './app'
import { showBootError } from './boot-error'
import './styles/tokens.css'
import './styles/base.css'
import './styles/components.css'
import './styles/views.css'

const root = document.getElementById('app') as HTMLElement

try {
  const choices = loadHarnessChoices()
  const petstore = await startPetstoreWorker({
    ...harnessOptions(choices),
    persist: true,
    sync: true,
    // A demo keeps running when the mock drifts from the contract; the harness flags it instead.
    validateResponses: 'warn',
    serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
  })
  mountHarnessPanel(petstore, { choices })
  const app = startApp(root, createClient({ baseUrl: '/api/v1', apiKey: 'petstore-demo-key' }))
  petstore.onStoreReplaced(() => app.refresh())
  // For the console: `petstore.reset()`, `petstore.db`, `petstore.requests.entries`.
  Object.assign(window, { petstore })
  document.documentElement.dataset.mock = 'ready'
} catch (error) {
  console.error(error)
  showBootError(root, error)
  document.documentElement.dataset.mock = 'failed'
}
