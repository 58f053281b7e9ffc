/**
 * Copies msw's mockServiceWorker.js into the demo's public folder, so the committed worker
 * matches the installed msw (npm 11 no longer runs msw's postinstall copy). Run it after
 * upgrading msw: `npm run worker`. A test fails while the two differ.
 */
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The installed msw's worker script.
 *
 * @example
 * installedWorkerPath() // '/…/node_modules/msw/lib/mockServiceWorker.js'
 */
export function installedWorkerPath(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js')
}

/**
 * Where the demo serves the worker from.
 *
 * @example
 * readFileSync(committedWorkerPath, 'utf8').includes('PACKAGE_VERSION') // true
 */
export const committedWorkerPath = join(root, 'demo', 'public', 'mockServiceWorker.js')

/**
 * Copies the installed worker over the committed one.
 *
 * @example
 * copyWorker() // demo/public/mockServiceWorker.js now matches node_modules/msw
 */
export function copyWorker(): void {
  mkdirSync(dirname(committedWorkerPath), { recursive: true })
  copyFileSync(installedWorkerPath(), committedWorkerPath)
  console.log(
    `Copied ${relative(root, installedWorkerPath())} to ${relative(root, committedWorkerPath)}`,
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) copyWorker()
