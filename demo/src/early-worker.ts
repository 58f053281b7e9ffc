/**
 * The other half of index.html's early start: a small inline script there registers the mock's
 * service worker before the app's scripts have even downloaded, so installing it overlaps with
 * loading them. MSW, started later, finds that registration and uses it; it only must not find
 * it half-way (registered, not yet in control of the page), because MSW takes that state for a
 * hard reload and reloads the page. So the app waits for the worker it began to take control.
 */

/** What index.html leaves on `window` when it began the registration. */
interface EarlyWorker {
  petstoreWorkerRegistration?: Promise<ServiceWorkerRegistration>
}

// A worker that never takes control (a hard reload keeps the page uncontrolled) must not hold
// the app up for good: after this long, MSW's own start takes over and sorts it out.
const CONTROL_TIMEOUT_MS = 5000

/**
 * Resolves once the service worker index.html registered controls the page, at once when there
 * was none to wait for (no early registration, an already controlled page, a failed register).
 *
 * @example
 * await workerInControl()
 * await startPetstoreWorker({ serviceWorkerUrl: './mockServiceWorker.js' })
 */
export async function workerInControl(): Promise<void> {
  const early = (window as EarlyWorker).petstoreWorkerRegistration
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!early || !container || container.controller) return
  const registration = await early.catch(() => undefined)
  // An active worker without a controller is a hard reload: there is no claim to wait for.
  if (!registration || container.controller || !(registration.installing || registration.waiting)) {
    return
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CONTROL_TIMEOUT_MS)
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
