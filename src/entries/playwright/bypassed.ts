/**
 * Tells the test when the page answered the API itself: a page that starts a mock of its own (the
 * app's `startPetstoreWorker()` in development, any msw worker) answers its requests in its
 * service worker, so they never reach the fixture's routing: `given` data never shows and
 * `hasReceived` stays false, with nothing failing to say why. Playwright marks such answers
 * (`response.fromServiceWorker()`, Chromium); an API answer so marked whose request the fixture
 * did not route (a service worker's own fetch is routed too) was the page's mock's.
 */
import type { BrowserContext, Response } from '@playwright/test'
import { devLog } from '../../base/log'

/** What the fixture says, once per test, when the page's own mock answered the API. */
export function bypassedMessage(method: string, url: string): string {
  return (
    `the page answered ${method} ${url} with a mock of its own (a service worker), so this test's petstore fixture never saw it: ` +
    'given data will not show and hasReceived stays false. Start no mock in the page under Playwright ' +
    "(skip startPetstoreWorker() when navigator.webdriver is true), or set use: { serviceWorkers: 'block' } in playwright.config."
  )
}

/**
 * Watches the context's answers; `isApi` says which URLs the mock serves, `routed` which requests
 * went through the fixture. Returns the function that stops watching.
 */
export function warnWhenBypassed(
  context: BrowserContext,
  isApi: (url: URL) => boolean,
  routed: (method: string, url: string) => boolean,
): () => void {
  let warned = false
  const onResponse = (response: Response) => {
    if (warned || !response.fromServiceWorker()) return
    const method = response.request().method()
    const url = response.url()
    if (!isApi(new URL(url)) || routed(method, url)) return
    warned = true
    devLog.warn(bypassedMessage(method, url))
  }
  context.on('response', onResponse)
  return () => void context.off('response', onResponse)
}
