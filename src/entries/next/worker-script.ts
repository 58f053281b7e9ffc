/**
 * msw's worker script, for a route at /mockServiceWorker.js that only `next dev` answers: with
 * it, nothing of the mock sits in public/, which Next copies into every deployment.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/**
 * The worker script of the app's msw (resolved from the app's folder, so it matches the msw the
 * page loads), as the response a route handler returns. Pair it with `serviceWorkerUrl` when
 * the route is elsewhere than /mockServiceWorker.js.
 *
 * @example
 * // app/mockServiceWorker.js/route.ts
 * export async function GET() {
 *   if (process.env.NODE_ENV === 'development') {
 *     const { serviceWorkerScript } = await import('petstore-mock/next')
 *     return serviceWorkerScript()
 *   }
 *   return new Response('Not Found', { status: 404 })
 * }
 */
export async function serviceWorkerScript(appDir: string = process.cwd()): Promise<Response> {
  const file = createRequire(join(appDir, 'package.json')).resolve('msw/mockServiceWorker.js')
  return new Response(await readFile(file, 'utf8'), {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      // A stale worker from an earlier msw would answer with the wrong protocol.
      'Cache-Control': 'no-store',
    },
  })
}
