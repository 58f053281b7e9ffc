/**
 * A page that starts the worker on a dev server that runs petstore-mock's Vite plugin has two
 * stores: the worker answers the page from its own, while the server side (an SSR load,
 * `devPetstore()`) reads the dev server's, so a pet the page creates never shows in the next
 * server render. The plugin marks its dev server's answers (../../base/dev-server-mark.ts); one
 * HEAD of the worker's script, sent beside the worker's start, reads the mark.
 */
import { DEV_SERVER_MARK } from '../../base/dev-server-mark'
import { devLog } from '../../base/log'

/** What the page is told, once, in a set-up with both. */
export const TWO_STORES =
  "two stores: this dev server runs petstore-mock/vite's plugin, which answers /api/v1 from a store of its own (the one server-side code and devPetstore() read), and startPetstoreWorker() answers this page from another, in the page. A pet the page creates is not in the next server render. Use one: drop startPetstoreWorker() and let the plugin answer the page too, or drop the plugin from vite.config.ts."

/**
 * Warns when the dev server that serves `scriptUrl` runs petstore-mock's Vite plugin; says
 * nothing when it does not, or cannot be asked.
 *
 * @example
 * void warnOfDevServerMock('/mockServiceWorker.js')
 */
export async function warnOfDevServerMock(
  scriptUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchFn(scriptUrl, { method: 'HEAD', cache: 'no-store' })
    if (response.headers.get(DEV_SERVER_MARK) === null) return false
  } catch {
    return false
  }
  devLog.warn(TWO_STORES)
  return true
}
