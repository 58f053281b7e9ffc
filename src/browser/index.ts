/**
 * The browser entry: the mock inside a service worker, for apps in development and for demos
 * with no backend. Only this entry (and src/browser/) imports msw/browser. It builds on the
 * core's object and options (a request transform for the API-key override, the lifecycle's
 * restore and store events for durability); it wraps none of the core's methods.
 */
import { setupWorker } from 'msw/browser'
import { createPetstore, extendPetstore } from '../core/petstore'
import { withApiKey } from './api-key'
import { attachDurableStore } from './durable-store'
import { openSavedStore } from './saved-store'
import type { PetstoreWorker, PetstoreWorkerOptions } from './types'

/**
 * Starts the Petstore mock in a service worker and resolves once the worker intercepts
 * requests and the store is seeded (or restored).
 *
 * @example
 * const petstore = await startPetstoreWorker({ persist: true, sync: true })
 * const res = await fetch('/api/v1/pets', {
 *   headers: { Authorization: 'Bearer petstore-demo-key' },
 * })
 * await petstore.reset()
 */
export async function startPetstoreWorker(
  options: PetstoreWorkerOptions = {},
): Promise<PetstoreWorker> {
  const { persist, sync, serviceWorkerUrl, onUnhandledRequest, logRequests, ...mockOptions } =
    options
  const baseUrl = mockOptions.baseUrl ?? new URL('/api/v1', location.origin).href
  let keyOverride: string | null | undefined
  const petstore = createPetstore(
    { ...mockOptions, baseUrl },
    { transformRequest: (request) => withApiKey(request, keyOverride) },
  )
  const storageKey =
    (typeof persist === 'object' ? persist.key : undefined) ?? `petstore-mock:${baseUrl}`
  const durable = attachDurableStore(petstore, {
    ...(persist && { saved: openSavedStore(storageKey) }),
    ...(sync && { channel: storageKey }),
  })

  const worker = setupWorker(...petstore.handlers)
  try {
    await worker.start({
      serviceWorker: { url: serviceWorkerUrl ?? '/mockServiceWorker.js' },
      quiet: !logRequests,
      onUnhandledRequest: onUnhandledRequest ?? 'bypass',
    })
    await petstore.ready
  } catch (error) {
    durable.detach()
    throw error
  }

  return extendPetstore(petstore, {
    worker,
    stop() {
      durable.detach()
      worker.stop()
    },
    setApiKeyOverride(key: string | null | undefined) {
      keyOverride = key
    },
    get apiKeyOverride() {
      return keyOverride
    },
    save: durable.flush,
  })
}

export type { PetstoreOptions, StoreReplacedReason } from '../core/petstore'
export type { PetstoreWorker, PetstoreWorkerOptions } from './types'
export { mountHarnessPanel, type HarnessPanel, type HarnessPanelOptions } from './harness-panel'
export { loadHarnessChoices, harnessOptions, type HarnessChoices } from './harness-choices'
