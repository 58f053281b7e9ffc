/**
 * Two checks of the Next.js example that scripts/test-next.ts runs: a client component's fetch on
 * mount is mocked on every load (the page's first request was the one that missed the mock), and
 * `next build` leaves every trace of the mock out of what a deployment ships.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Browser, Page } from '@playwright/test'

/** What a load of the page showed in the client component's place. */
type LoadOutcome = 'mocked' | 'missed'

/**
 * Loads the page `loads` times (a fresh browser context every `freshEvery` loads, where the
 * worker is not installed yet; reloads in between, where it is) and counts the loads whose
 * client component listed pets from the mock. Throws unless every load was mocked.
 *
 * @example
 * const { mocked, loads } = await clientFetchOnEveryLoad(browser, 'http://127.0.0.1:3000', 50)
 */
export async function clientFetchOnEveryLoad(
  browser: Browser,
  url: string,
  loads: number,
  freshEvery = 10,
): Promise<{ mocked: number; loads: number; misses: string[] }> {
  const misses: string[] = []
  let mocked = 0
  for (let start = 0; start < loads; start += freshEvery) {
    const context = await browser.newContext()
    const page = await context.newPage()
    try {
      for (let load = start; load < Math.min(loads, start + freshEvery); load++) {
        if (load === start) await page.goto(url, { timeout: 180_000 })
        else await page.reload({ timeout: 180_000 })
        const outcome = await clientOutcome(page)
        if (outcome.kind === 'mocked') mocked++
        else misses.push(`load ${load + 1}: ${outcome.text}`)
      }
    } finally {
      await context.close()
    }
  }
  if (misses.length > 0) {
    throw new Error(
      `the client fetch missed the mock on ${misses.length} of ${loads} loads:\n${misses.join('\n')}`,
    )
  }
  return { mocked, loads, misses }
}

async function clientOutcome(page: Page): Promise<{ kind: LoadOutcome; text: string }> {
  const list = page.getByRole('list', { name: 'Pets (read by the browser)' })
  const alert = page.getByRole('alert').filter({ hasText: 'The browser could not read the pets' })
  // Generous: the first load compiles the worker's route and chunk, on a busy machine too.
  await list.or(alert).first().waitFor({ timeout: 180_000 })
  if (await list.isVisible()) return { kind: 'mocked', text: '' }
  return { kind: 'missed', text: (await alert.textContent()) ?? '' }
}

// Text only mock code holds: the mock's console prefix, msw's, msw's worker script, the
// forwarding worker's message, faker's error class, the worker route's import of the script and
// the mock's global symbols (webpack's 499-byte chunk of the worker route held only these).
const MOCK_MARKERS = [
  '[petstore-mock]',
  '[MSW]',
  'INTEGRITY_CHECKSUM',
  "the dev server's mock did not answer",
  'FakerError',
  'msw/mockServiceWorker.js',
  'petstore-mock.next',
  'petstore-mock fetch guard',
]

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** What the production build of `app` ships, and which files of it carry mock code. */
export interface BuildScan {
  /** Bytes under .next/server, .next/static and public/. */
  bytes: Record<'server' | 'static' | 'public', number>
  /** Files (relative to the app) holding a mock marker, or named as msw's worker. */
  withMock: string[]
}

/**
 * Reads the production build of the Next app at `app`: .next/server (the server's code), .next/
 * static (the browser's) and public/ (copied as is into a deployment).
 *
 * @example
 * const { withMock } = scanBuild('examples/next') // [] when nothing of the mock ships
 */
export function scanBuild(app: string): BuildScan {
  const parts = {
    server: join(app, '.next/server'),
    static: join(app, '.next/static'),
    public: join(app, 'public'),
  }
  const bytes = { server: 0, static: 0, public: 0 }
  const withMock: string[] = []
  for (const [part, dir] of Object.entries(parts) as [keyof typeof parts, string][]) {
    for (const file of filesUnder(dir)) {
      bytes[part] += statSync(file).size
      const named = /mockServiceWorker\.js$/.test(file) && part === 'public'
      const text = readFileSync(file, 'latin1')
      if (named || MOCK_MARKERS.some((marker) => text.includes(marker))) {
        withMock.push(relative(app, file))
      }
    }
  }
  return { bytes, withMock }
}
