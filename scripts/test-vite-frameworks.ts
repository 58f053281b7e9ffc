/**
 * `npm run test:frameworks`: the framework examples on `petstore-mock/vite` (see
 * scripts/vite-frameworks.ts), each on the packed tarball as a user runs it: its lockfile, the
 * tarball, its own `npm test`, then the dev server driven like a developer does in one shared
 * Chromium, then the build. Each example must show:
 * - the first render lists the default store (the server's HTML, or the page for an SPA);
 * - a pet added in the browser is in the next render (one store for both sides);
 * - after edits to the server side (and a config restart where listed), the store is the same;
 * - the build's output (client and server) holds no mock code.
 * `npm run test:packed` runs it on the tarball the consumer suite uses; alone, it packs one
 * (`-- vue sveltekit` picks examples).
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import { freePort } from '../e2e/free-port'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import { startDevServer, stopDevServer, timed, type DevServer } from './dev-server'
import {
  exampleStep,
  installAhead,
  installExample,
  runExampleTests,
  whenRunAlone,
  type StepTiming,
} from './test-frontend'
import { frameworkExamples, type FrameworkExample } from './vite-frameworks'

const examples = fileURLToPath(new URL('../examples/', import.meta.url))
// Text no build output may hold: the mock's log prefix, msw's, the worker's name, and a word
// from faker's data (the store's seed names).
const MOCK_MARKERS = ['[petstore-mock]', '[MSW]', 'mockServiceWorker', 'Abyssinian']

// How long a page waits for what a developer waits for (the list, the toast, a navigation): a
// guard against a hang on a loaded machine, never a measure of speed (Playwright's default is
// 30 s; at load 23 adding a pet in Astro's example took 15 s).
const PAGE_WAIT_MS = 90_000

async function newPage(browser: Browser) {
  const page = await browser.newPage()
  page.setDefaultTimeout(PAGE_WAIT_MS)
  return page
}

interface Render {
  heading: string
  pets: string[]
}

// The list as the server's HTML has it, comments (hydration marks) and tags taken out.
function parseRender(html: string): Render | undefined {
  const text = html.replace(/<!--.*?-->/gs, '')
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1]
  // Angular 22 writes its style-scoping attribute before the label.
  const list = /<ul[^>]* aria-label="Pets"[^>]*>(.*?)<\/ul>/s.exec(text)?.[1]
  if (heading === undefined || list === undefined) return undefined
  return { heading, pets: [...list.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1] as string) }
}

/** What the next render lists: the server's HTML as a crawler reads it, or the SPA's page. */
async function render(
  example: FrameworkExample,
  dev: DevServer,
  browser: Browser,
): Promise<Render> {
  if (example.ssr) {
    // A request caught in a server reload may never be answered: give up on it and ask again.
    const html = await (await fetch(dev.url, { signal: AbortSignal.timeout(20_000) })).text()
    const read = parseRender(html)
    if (!read) throw new Error(`the server render is not the pet list:\n${html.slice(0, 2000)}`)
    return read
  }
  const page = await newPage(browser)
  try {
    await page.goto(dev.url)
    const items = page.getByRole('list', { name: 'Pets' }).getByRole('listitem')
    await items.first().waitFor()
    return {
      heading: (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
      pets: await items.allTextContents(),
    }
  } finally {
    await page.close()
  }
}

function expectPets(what: string, pets: string[], expected: (pets: string[]) => boolean): void {
  if (!expected(pets)) throw new Error(`${what}: the page listed ${JSON.stringify(pets)}`)
  console.log(`  ✓ ${what}`)
}

async function addFromBrowser(browser: Browser, url: string, name: string): Promise<void> {
  const page = await newPage(browser)
  try {
    // Hydrated (the form's handler attached) once the page's modules have all loaded.
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.getByLabel('Name').fill(name)
    await page.getByRole('button', { name: 'Add pet' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `Added ${name}` })
      .waitFor()
    await page.getByRole('list', { name: 'Pets' }).getByText(name, { exact: true }).waitFor()
  } finally {
    await page.close()
  }
}

async function waitFor<T>(what: string, dev: DevServer, read: () => Promise<T | undefined>) {
  const started = performance.now()
  for (;;) {
    const value = await read().catch(() => undefined)
    if (value !== undefined) return value
    if (performance.now() - started > 120_000) throw new Error(`${what}:\n${dev.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// Saves as an editor that writes atomically does: a watcher that reads a file written in place
// can read it truncated (Vite restarting on vite.config.ts once read an empty config at load 8,
// said "config must export or return an object", and never restarted again).
function save(file: string, text: string): void {
  const next = join(dirname(file), `.${basename(file)}.saving`)
  writeFileSync(next, text)
  renameSync(next, file)
}

async function applyEdits(example: FrameworkExample, dir: string, dev: DevServer) {
  for (const edit of example.edits) {
    const file = join(dir, edit.file)
    const source = readFileSync(file, 'utf8')
    if (!source.includes(edit.from)) throw new Error(`${edit.file} has no ${edit.from}`)
    const before = dev.output().length
    save(file, source.replace(edit.from, edit.to))
    const settled = edit.settled
    if (settled) {
      await waitFor(`the dev server never said ${settled}`, dev, async () =>
        settled.test(dev.output().slice(before)) ? true : undefined,
      )
    }
  }
}

async function walkDevServer(
  example: FrameworkExample,
  browser: Browser,
  timings: StepTiming[],
): Promise<void> {
  const dir = join(examples, example.dir)
  const name = `examples/${example.dir}`
  const sources = new Map(
    example.edits.map((e) => [e.file, readFileSync(join(dir, e.file), 'utf8')]),
  )
  const dev = await timed(`${name}: dev server ready`, timings, async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/`
    return startDevServer({ dir, command: example.dev(port), url, timeoutMs: 180_000 })
  })
  try {
    const first = await timed(`${name}: first render`, timings, () => render(example, dev, browser))
    expectPets(`${name}: the first render lists the default store`, first.pets, (p) => p.length > 0)
    await timed(`${name}: add a pet in the browser`, timings, () =>
      addFromBrowser(browser, dev.url, 'Biscuit'),
    )
    expectPets(
      `${name}: the next render lists the pet the browser added`,
      (await render(example, dev, browser)).pets,
      (p) => p[0] === 'Biscuit',
    )
    const edited = await timed(`${name}: render after the edits`, timings, async () => {
      await applyEdits(example, dir, dev)
      return waitFor('the edited heading never showed', dev, async () => {
        const read = await render(example, dev, browser)
        return read.heading === 'Newest pets (edited)' ? read : undefined
      })
    })
    expectPets(
      `${name}: after the edits the store is the same`,
      edited.pets,
      (p) => p[0] === 'Biscuit' && p.length === first.pets.length,
    )
    if (example.refusal) await checkRefusal(example.refusal, dir, dev)
  } finally {
    for (const [file, source] of sources) writeFileSync(join(dir, file), source)
    if (example.refusal) rmSync(join(dir, example.refusal.file), { force: true })
    await stopDevServer(dev)
  }
}

async function checkRefusal(
  refusal: NonNullable<FrameworkExample['refusal']>,
  dir: string,
  dev: DevServer,
): Promise<void> {
  writeFileSync(join(dir, refusal.file), refusal.source)
  const answer = await waitFor('the relative-URL route never answered', dev, async () => {
    const response = await fetch(dev.url + refusal.path, { signal: AbortSignal.timeout(20_000) })
    // Until Nitro has loaded the new route, the app itself answers the path.
    return response.status < 500
      ? undefined
      : { status: response.status, text: await response.text() }
  })
  if (answer.status !== 502 || !answer.text.includes(refusal.says)) {
    throw new Error(
      `a relative API URL on the server was not refused: ${answer.status} ${answer.text}`,
    )
  }
  console.log(
    `  ✓ ${basename(dir)}: a relative API URL on the server is refused with a 502 that says why`,
  )
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

async function checkBuild(example: FrameworkExample, timings: StepTiming[]): Promise<void> {
  const dir = join(examples, example.dir)
  for (const output of example.buildOutput)
    rmSync(join(dir, output), { recursive: true, force: true })
  const [bin, ...args] = example.build as [string, ...string[]]
  timings.push(await exampleStep(dir, 'npx', [bin, ...args]))
  const files = example.buildOutput.flatMap((output) => filesUnder(join(dir, output)))
  if (files.length === 0) throw new Error(`examples/${example.dir}: the build wrote nothing`)
  const shipped = files.filter((file) => {
    const text = readFileSync(file, 'latin1')
    return MOCK_MARKERS.some((marker) => text.includes(marker))
  })
  if (shipped.length > 0) throw new Error(`the build holds mock code: ${shipped.join(', ')}`)
  console.log(`  ✓ examples/${example.dir}: the build (${files.length} files) holds no mock code`)
}

/**
 * Installs one framework example (its lockfile, then `tarball`; or awaits `installing`, its
 * install started earlier by installAhead), runs its own `npm test`, drives its dev server in
 * `browser` and scans its build; returns the timings. scripts/test-angular.ts runs Angular's
 * example through it too.
 *
 * @example
 * const timings = await testFrameworkExample(frameworkExamples[0], tarball, browser)
 */
export async function testFrameworkExample(
  example: FrameworkExample,
  tarball: string,
  browser: Browser,
  installing?: Promise<StepTiming[]>,
): Promise<StepTiming[]> {
  const started = performance.now()
  const dir = join(examples, example.dir)
  const installed = await (installing ?? installExample(dir, tarball))
  const steps = [...installed, ...(await runExampleTests(dir))]
  await walkDevServer(example, browser, steps)
  await checkBuild(example, steps)
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(`  examples/${example.dir}: ${seconds} s in all (install, checks, build)`)
  return steps
}

/**
 * Installs and checks each framework example on `tarball` in one Chromium (`browser`, when the
 * caller shares its own; else one launched here); returns the timings. The installs run ahead,
 * one at a time, beside the checks (installAhead): `installs` when the caller started them
 * (by folder), else started here.
 *
 * @example
 * const timings = await testViteFrameworks('/tmp/pack/petstore-mock-0.1.0.tgz')
 */
export async function testViteFrameworks(
  tarball: string,
  only: readonly string[] = [],
  browser?: Browser,
  installs?: ReadonlyMap<string, Promise<StepTiming[]>>,
): Promise<StepTiming[]> {
  ensureChromium()
  const chosen = frameworkExamples.filter((e) => only.length === 0 || only.includes(e.dir))
  const dirs = chosen.map((example) => join(examples, example.dir))
  const installing = installs ?? installAhead(dirs, tarball)
  const shared = browser ?? (await chromium.launch(chromiumLaunchOptions()))
  const timings: StepTiming[] = []
  try {
    for (const example of chosen) {
      const dir = join(examples, example.dir)
      const started = performance.now()
      const steps = [...(await (installing.get(dir) ?? installExample(dir, tarball)))]
      steps.push(...(await runExampleTests(dir)))
      await walkDevServer(example, shared, steps)
      await checkBuild(example, steps)
      timings.push(...steps)
      const seconds = ((performance.now() - started) / 1000).toFixed(0)
      console.log(`  examples/${example.dir}: ${seconds} s in all (checks and build after install)`)
    }
  } finally {
    // An install still running when a check failed: let it end before the caller cleans up.
    if (!installs) await Promise.allSettled(installing.values())
    if (!browser) await shared.close()
  }
  return timings
}

await whenRunAlone(import.meta.url, 'frameworks', (tarball) =>
  testViteFrameworks(tarball, process.argv.slice(2)),
)
