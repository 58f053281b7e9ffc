/**
 * `npm run test:next`: the Next.js example in examples/next (create-next-app 16's defaults, with
 * cacheComponents) on the packed tarball, as a user runs it: its own `npm test` (typecheck,
 * lint, component tests), then `next dev` driven like a developer does, then `next build`.
 * What it checks:
 * - a page read is mocked; a pet added from a client component is in the next server render;
 * - a client component's fetch on mount is mocked on each of 50 loads;
 * - after an edit to a source file (a hot reload) the page is still mocked and keeps its state;
 * - a server action writes to the same store;
 * - `next build` ships no mock code: not in .next/server, .next/static nor public/.
 * Next 16 on Turbopack by default, then 10 loads and the build on webpack;
 * `npm run test:next -- --webpack`, `--next=15` (on a copy of the
 * example, scripts/next-target.ts) and `--loads=N` pick another target, and
 * `npm run test:next:matrix` runs the others in turn (scripts/test-next-matrix.ts).
 * `npm run test:packed` runs it on the tarball the consumer suite uses; alone, it packs one.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from '@playwright/test'
import { freePort } from '../e2e/free-port'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import { clientFetchOnEveryLoad, scanBuild } from './next-checks'
import {
  bundlerFlags,
  EXAMPLE_TARGET,
  isExampleTarget,
  loadAverage,
  MIDDLEWARE_HEADER,
  next15Copy,
  targetFromArgs,
  targetName,
  type NextTarget,
} from './next-target'
import { startDevServer, stopDevServer, type DevServer } from './dev-server'
import { packedByParent, packTarball } from './pack'
import {
  exampleStep,
  installAndTestExample,
  installExample,
  printTimings,
  runExampleTests,
  type StepTiming,
} from './test-frontend'

/** The Next.js example's folder. */
export const NEXT_EXAMPLE = fileURLToPath(new URL('../examples/next/', import.meta.url))
const NEXT_DIR_REMOVAL = { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }

// `next dev` for `example` on `port`, its page's worker sending to the bridge on `bridgePort`.
function startDev(
  example: string,
  flags: string[],
  port: number,
  bridgePort: number,
): Promise<DevServer> {
  return startDevServer({
    dir: example,
    command: ['next', 'dev', ...flags, '-p', String(port), '-H', '127.0.0.1'],
    url: `http://127.0.0.1:${port}`,
    readyLine: /Ready in/,
    env: { NEXT_PUBLIC_PETSTORE_MOCK_PORT: String(bridgePort) },
    timeoutMs: 120_000,
  })
}

/** The pet names the server render lists, read from the HTML as a crawler reads it. */
async function serverRender(url: string): Promise<{ heading: string; pets: string[] }> {
  const html = await (await fetch(url)).text()
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
  // The list streams in after the Suspense fallback, in the same response.
  const list = /<ul aria-label="Pets">(.*?)<\/ul>/.exec(html)?.[1]
  if (heading === undefined || list === undefined) {
    throw new Error(
      `the page is not the pet list (is the mock answering?):\n${html.slice(0, 2000)}`,
    )
  }
  return { heading, pets: [...list.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1] as string) }
}

function expectPets(what: string, pets: string[], expected: (pets: string[]) => boolean): void {
  if (!expected(pets)) throw new Error(`${what}: the page listed ${JSON.stringify(pets)}`)
  console.log(`  ✓ ${what}`)
}

async function addFromBrowser(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url)
  // The worker starts before hydration; the form's fetch must go through it.
  await page.waitForFunction('navigator.serviceWorker.controller !== null')
  await page.getByLabel('Name (from the browser)').fill(name)
  await page.getByRole('button', { name: 'Add from the browser' }).click()
  await page
    .getByRole('status')
    .filter({ hasText: `Added ${name}` })
    .waitFor()
  // router.refresh(): the client asks for a fresh server render, which must list the pet.
  await page.getByRole('list', { name: 'Pets' }).getByText(name, { exact: true }).waitFor()
}

async function addWithServerAction(page: Page, name: string): Promise<void> {
  await page.getByLabel('Name (server action)').fill(name)
  await page.getByRole('button', { name: 'Add on the server' }).click()
  await page.getByRole('list', { name: 'Pets' }).getByText(name, { exact: true }).waitFor()
}

/** Next 15's middleware (the copy's middleware.ts) read the newest pet from the same store. */
async function middlewareReads(url: string, newest: string): Promise<void> {
  const header = (await fetch(url)).headers.get(MIDDLEWARE_HEADER)
  if (header !== newest) {
    throw new Error(
      `the middleware read ${JSON.stringify(header)} as the newest pet, not ${newest}`,
    )
  }
  console.log('  ✓ the middleware (Node runtime) reads the same store')
}

async function timed<T>(step: string, timings: StepTiming[], run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await run()
  timings.push({ step, seconds: (performance.now() - started) / 1000 })
  return result
}

async function walkDevServer(
  example: string,
  target: NextTarget,
  timings: StepTiming[],
  browser: Browser,
): Promise<void> {
  const dev = await timed('next dev: ready', timings, async () =>
    startDev(example, bundlerFlags(target), await freePort(), await freePort()),
  )
  const page = join(example, 'app/page.tsx')
  const source = readFileSync(page, 'utf8')
  let opened: Page | undefined
  try {
    const first = await timed('next dev: first page read', timings, () => serverRender(dev.url))
    expectPets('the Server Component lists the mock default store', first.pets, (p) => p.length > 0)
    const loadBefore = loadAverage()
    const reloads = await timed(
      `browser: ${target.loads} loads, client fetch on mount`,
      timings,
      () => clientFetchOnEveryLoad(browser, dev.url, target.loads),
    )
    console.log(
      `  ✓ the client fetch on mount was mocked on ${reloads.mocked} of ${reloads.loads} loads (${targetName(target)}; load average ${loadBefore} before, ${loadAverage()} after)`,
    )
    const tab = (opened = await browser.newPage())
    await timed('browser: add a pet, server render shows it', timings, () =>
      addFromBrowser(tab, dev.url, 'Biscuit'),
    )
    expectPets(
      'the next server render shows the pet the browser added',
      (await serverRender(dev.url)).pets,
      (p) => p[0] === 'Biscuit',
    )
    // An edit the dev server hot-reloads: the heading changes, the store must not.
    writeFileSync(page, source.replace('<h1>Newest pets</h1>', '<h1>Newest pets (edited)</h1>'))
    const edited = await timed('next dev: page read after an edit', timings, async () => {
      for (;;) {
        const read = await serverRender(dev.url)
        if (read.heading === 'Newest pets (edited)') return read
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    })
    expectPets(
      'after the hot reload the page is still mocked, with its state',
      edited.pets,
      (p) => p[0] === 'Biscuit' && p.length === first.pets.length,
    )
    await timed('browser: server action after the reload', timings, () =>
      addWithServerAction(tab, 'Pepper'),
    )
    expectPets(
      'a server action writes to the same store',
      (await serverRender(dev.url)).pets,
      (p) => p[0] === 'Pepper' && p[1] === 'Biscuit',
    )
    if (target.major === 15) await middlewareReads(dev.url, 'Pepper')
    // A fetch that missed the mock, or the mock's reads stopping a cacheComponents prerender.
    if (/ENOTFOUND|fetch failed|encountered the unstable value/.test(dev.output()))
      throw new Error(`a server fetch failed:\n${dev.output()}`)
  } finally {
    writeFileSync(page, source)
    await opened?.close()
    await stopDevServer(dev)
  }
}

/**
 * Installs and tests the Next.js example on `tarball` for `target` (the example as it is by
 * default), in `browser` when the caller shares its Chromium (else one launched here); returns
 * how long each step took. The example's own target runs the example's own `npm test`, then
 * the checks on Turbopack and, shorter, on webpack (what `npm test` runs); another target runs
 * the example's typecheck (Next 15) or nothing of it (Next 16 on webpack), then its checks.
 * `installing` is the example's own install, started earlier by installAhead (its own target).
 *
 * @example
 * const timings = await testNextExample('/tmp/pack/petstore-mock-0.1.0.tgz')
 */
export async function testNextExample(
  tarball: string,
  browser?: Browser,
  target: NextTarget = EXAMPLE_TARGET,
  installing?: Promise<StepTiming[]>,
): Promise<StepTiming[]> {
  ensureChromium()
  const work = mkdtempSync(join(tmpdir(), 'petstore-mock-next-'))
  try {
    const installed = await installForTarget(tarball, target, work, installing)
    const timings = labelled(target, installed.timings)
    const shared = browser ?? (await chromium.launch(chromiumLaunchOptions()))
    try {
      // The example's own target brings webpack's short run along (see WEBPACK_IN_NPM_TEST).
      const runs = isExampleTarget(target) ? [target, WEBPACK_IN_NPM_TEST] : [target]
      for (const run of runs) timings.push(...(await walkAndBuild(installed.example, run, shared)))
    } finally {
      if (!browser) await shared.close()
    }
    return timings
  } finally {
    rmSync(work, NEXT_DIR_REMOVAL)
  }
}

/**
 * What `npm test` checks on webpack besides the example's own Turbopack: its `next build` once
 * shipped the worker's chunks where Turbopack's did not, and ten loads keep the first fetch
 * checked there. About 46 s on a quiet machine (docs/guide/nextjs.md, Versions).
 */
const WEBPACK_IN_NPM_TEST: NextTarget = { major: 16, bundler: 'webpack', loads: 10 }

/** The steps' names, with the target's before them unless it is the example's own. */
function labelled(target: NextTarget, timings: StepTiming[]): StepTiming[] {
  if (isExampleTarget(target)) return timings
  return timings.map((timing) => ({ ...timing, step: `${targetName(target)}: ${timing.step}` }))
}

/** `next dev` driven through its checks, then `next build` and its scan, on `target`. */
async function walkAndBuild(
  example: string,
  target: NextTarget,
  browser: Browser,
): Promise<StepTiming[]> {
  const timings: StepTiming[] = []
  rmSync(join(example, '.next'), NEXT_DIR_REMOVAL)
  await walkDevServer(example, target, timings, browser)
  timings.push(await buildWithoutMock(example, target))
  return labelled(target, timings)
}

async function installForTarget(
  tarball: string,
  target: NextTarget,
  work: string,
  installing: Promise<StepTiming[]> | undefined,
): Promise<{ example: string; timings: StepTiming[] }> {
  if (target.major === 15) {
    const copy = await next15Copy(NEXT_EXAMPLE, work, tarball)
    const typecheck = await exampleStep(copy.dir, 'npm', ['run', 'typecheck'])
    return { example: copy.dir, timings: [...copy.timings, typecheck] }
  }
  if (!isExampleTarget(target)) {
    return { example: NEXT_EXAMPLE, timings: await installExample(NEXT_EXAMPLE, tarball) }
  }
  const timings = installing
    ? [...(await installing), ...(await runExampleTests(NEXT_EXAMPLE))]
    : await installAndTestExample(NEXT_EXAMPLE, tarball)
  return { example: NEXT_EXAMPLE, timings }
}

/** `next build` on the target's bundler, then the scan of what it ships. */
async function buildWithoutMock(example: string, target: NextTarget): Promise<StepTiming> {
  rmSync(join(example, '.next'), NEXT_DIR_REMOVAL)
  // The example's own `npm run typecheck` ran above: the build need not check the types again.
  const build = await exampleStep(example, 'npx', ['next', 'build', ...bundlerFlags(target)], {
    PETSTORE_EXAMPLE_TYPECHECKED: '1',
  })
  const scan = scanBuild(example)
  if (scan.withMock.length > 0) {
    throw new Error(`next build shipped mock code: ${scan.withMock.join(', ')}`)
  }
  const kb = (part: keyof typeof scan.bytes) => `${Math.round(scan.bytes[part] / 1024)} KB`
  console.log(
    `  ✓ next build: no mock in .next/server (${kb('server')}), .next/static (${kb('static')}) nor public/ (${kb('public')})`,
  )
  return build
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = targetFromArgs(process.argv.slice(2))
  const work = mkdtempSync(join(tmpdir(), 'petstore-mock-next-'))
  try {
    const started = performance.now()
    const packed = packedByParent() ?? (await packTarball(work))
    const pack = { step: 'npm pack', seconds: (performance.now() - started) / 1000 }
    printTimings([pack, ...(await testNextExample(packed.path, undefined, target))])
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
