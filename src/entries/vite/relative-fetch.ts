/**
 * Node's fetch takes no relative URL: server-side code that fetches `/api/v1/pets` (an Astro
 * page's frontmatter, a TanStack Start loader) fails with `TypeError: Failed to parse URL from
 * /api/v1/pets`, which names neither the cause nor the fix, and the request never reaches the
 * mock. That code runs in the dev server's process, so while a dev server with the plugin is up
 * the process's fetch is wrapped once: when a relative URL under the mock's path fails, a
 * `[petstore-mock]` line says what to do, and the error is thrown as it was. Why a wrapper:
 * docs/decisions/012-vite-dev-server-store.md.
 */
import { devLog } from '../../base/log'

const WATCH = Symbol.for('petstore-mock.vite.relative-fetch')

interface Watch {
  /** The dev servers up that asked for it: the last to close puts the process's fetch back. */
  servers: number
  basePath: string
  original: typeof fetch
  wrapper: typeof fetch
}

type Holder = { fetch: typeof fetch; [WATCH]?: Watch }

function hint(path: string): string {
  return `fetch('${path}') ran on the server, where Node's fetch takes only absolute URLs (TypeError: Failed to parse URL). Fetch the dev server's origin instead: new URL('${path}', <the request's URL>), such as Astro.url in an Astro page or getRequestUrl() in a TanStack Start loader.`
}

/**
 * Wraps `scope.fetch` (once, however many dev servers ask) to explain a failed relative fetch of
 * `basePath`; returns the call that undoes it when this dev server closes.
 */
export function watchRelativeFetch(basePath: string, scope: object = globalThis): () => void {
  const holder = scope as Holder
  let watch = holder[WATCH]
  if (!watch) {
    const original = holder.fetch
    const wrapper: typeof fetch = async (input, init) => {
      try {
        return await original(input, init)
      } catch (error) {
        const path = typeof input === 'string' ? input : undefined
        const base = holder[WATCH]?.basePath ?? basePath
        if (path === base || path?.startsWith(`${base}/`) || path?.startsWith(`${base}?`)) {
          devLog.warn(hint(path))
        }
        throw error
      }
    }
    watch = { servers: 0, basePath, original, wrapper }
    holder[WATCH] = watch
    holder.fetch = wrapper
  }
  watch.servers += 1
  watch.basePath = basePath
  let done = false
  return () => {
    const current = holder[WATCH]
    if (done || !current) return
    done = true
    current.servers -= 1
    if (current.servers > 0) return
    delete holder[WATCH]
    // Another library wrapped fetch after this one: leave its wrapper (ours only explains).
    if (holder.fetch === current.wrapper) holder.fetch = current.original
  }
}
