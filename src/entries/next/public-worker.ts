/**
 * `npx msw init public` (the generic install) beside the guide's worker route breaks a Next app
 * with no word from the mock: Next logs "A conflicting public file and page file was found for
 * path /mockServiceWorker.js", answers the worker script 500, and every client fetch fails with
 * `TypeError: Failed to fetch`. registerPetstore says which file to delete, at start-up.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const ROUTES = ['app', 'src/app'].flatMap((dir) =>
  ['ts', 'js', 'tsx', 'jsx', 'mjs'].map((ext) => `${dir}/mockServiceWorker.js/route.${ext}`),
)

/**
 * What to tell the developer when the Next app at `appDir` has both the worker route and a
 * `public/mockServiceWorker.js`; undefined when it has not both.
 *
 * @example
 * publicWorkerConflict(process.cwd()) // 'public/mockServiceWorker.js conflicts with …' or undefined
 */
export function publicWorkerConflict(appDir: string): string | undefined {
  const route = ROUTES.find((file) => existsSync(join(appDir, file)))
  if (route === undefined || !existsSync(join(appDir, 'public/mockServiceWorker.js'))) return
  return `public/mockServiceWorker.js conflicts with ${route}, which serves the worker under next dev: Next answers /mockServiceWorker.js with a 500 ("A conflicting public file and page file was found") and every client fetch fails. Delete public/mockServiceWorker.js (and the "msw" key npx msw init --save wrote into package.json).`
}
