/**
 * `npm run test:frontend`: the example app in examples/frontend on the packed tarball, the way
 * its README tells a user: `npm ci` from its lockfile (on a clean clone), the tarball in place of
 * the registry's copy, then each step of its own `npm test`, timed. `npm run test:packed` runs it
 * on the tarball the consumer suite uses; alone, it packs one.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ensureChromium } from '../test/support/chromium'
import { packedByParent, packTarball } from './pack'

/** The frontend example's folder. */
export const FRONTEND_EXAMPLE = fileURLToPath(new URL('../examples/frontend/', import.meta.url))

/**
 * How long one step took.
 *
 * @example
 * const timing: StepTiming = { step: 'npm run test:jest', seconds: 9.1 }
 */
export interface StepTiming {
  step: string
  seconds: number
}

/**
 * The steps of the example's `npm test` (`npm run a && npm run b`), so they are listed once.
 *
 * @example
 * exampleTestSteps('npm run typecheck && npm run test:jest') // ['typecheck', 'test:jest']
 */
export function exampleTestSteps(testScript: string): string[] {
  return testScript.split('&&').map((part) => {
    const name = /^npm run ([\w:-]+)$/.exec(part.trim())?.[1]
    if (!name) {
      throw new Error(`an example's test script must be "npm run x && …": ${part.trim()}`)
    }
    return name
  })
}

/**
 * A user's shell: no runner variables of ours (NODE_ENV=test, VITEST_*), Storybook's and Next's
 * telemetry off, CI on (no interactive prompts, Playwright's forbidOnly).
 *
 * @example
 * spawn('npx', ['next', 'dev'], { env: exampleEnv() })
 */
export function exampleEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !/^VITEST/.test(name)),
  )
  return { ...env, CI: 'true', STORYBOOK_DISABLE_TELEMETRY: '1', NEXT_TELEMETRY_DISABLED: '1' }
}

/**
 * Runs one command in an example's folder, its output shown, and times it. `quiet` holds the
 * output until the command ends (a step running beside another example's checks), then prints
 * it whole.
 *
 * @example
 * await exampleStep('examples/next', 'npm', ['run', 'build'])
 */
export function exampleStep(
  dir: string,
  command: string,
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
  { quiet = false }: { quiet?: boolean } = {},
): Promise<StepTiming> {
  const started = performance.now()
  const label = [command, ...args].join(' ')
  const name = `examples/${basename(dir)}`
  const header = `\n▶ ${name}: ${label}`
  if (!quiet) console.log(header)
  return new Promise((resolve, reject) => {
    const env = { ...exampleEnv(), ...extraEnv }
    const child = spawn(command, args, {
      cwd: dir,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let held = ''
    child.stdout?.on('data', (chunk: Buffer) => (held += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (held += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000
      if (quiet) console.log(`${header} (beside other work, ${seconds.toFixed(1)} s)\n${held}`)
      const step = `${name}: ${label}${quiet ? ' (beside other work)' : ''}`
      if (code === 0) resolve({ step, seconds })
      else reject(new Error(`${name}: ${label} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

/**
 * Installs an example from its lockfile (on a clean clone) plus the packed tarball; returns the
 * timings. `quiet` holds each step's output until it ends (see exampleStep).
 *
 * @example
 * const timings = await installExample('/repo/examples/vue', tarball, { quiet: true })
 */
export async function installExample(
  dir: string,
  tarball: string,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<StepTiming[]> {
  const timings: StepTiming[] = []
  // A clean clone installs from the lockfile; later runs keep node_modules, since the next step
  // brings it back in line with the lockfile anyway (delete node_modules for a clean install).
  if (!existsSync(join(dir, 'node_modules'))) {
    timings.push(await exampleStep(dir, 'npm', ['ci', '--no-audit', '--no-fund'], {}, { quiet }))
  }
  // --no-save: the lockfile keeps the registry's world; the tarball stands in for petstore-mock.
  const add = ['install', '--no-save', '--no-audit', '--no-fund', tarball]
  timings.push(await exampleStep(dir, 'npm', add, {}, { quiet }))
  return timings
}

/**
 * Installs each example in `dirs` (its lockfile, then `tarball`), one after another from now on,
 * each one's output held (they run beside other work: the consumer suite, the examples checked
 * before it); returns each one's install, by folder, for its checks to await. Neither an install
 * nor an example's checks keep both cores busy all the time (the one waits on the disk, the
 * other on dev servers, pages and child processes), so one install at a time beside the checks
 * takes an install off the checks' path without starving them. Each install starts when the one
 * before it has ended, failed or not; a failure is the awaiting check's to report.
 *
 * @example
 * const installs = installAhead(['/repo/examples/frontend', '/repo/examples/next'], tarball)
 * const frontendSteps = await installs.get('/repo/examples/frontend')
 */
export function installAhead(
  dirs: readonly string[],
  tarball: string,
): Map<string, Promise<StepTiming[]>> {
  const installs = new Map<string, Promise<StepTiming[]>>()
  let previous: Promise<unknown> = Promise.resolve()
  for (const dir of dirs) {
    const install = previous.then(() => installExample(dir, tarball, { quiet: true }))
    // Awaited by the example's checks; a failure meanwhile must not be an unhandled rejection.
    install.catch(() => undefined)
    previous = install.catch(() => undefined)
    installs.set(dir, install)
  }
  return installs
}

/**
 * Runs the steps of an example's own `npm test`, one by one; returns the timings.
 *
 * @example
 * const timings = await runExampleTests('/repo/examples/vue')
 */
export async function runExampleTests(dir: string): Promise<StepTiming[]> {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts: { test: string }
  }
  const timings: StepTiming[] = []
  for (const name of exampleTestSteps(manifest.scripts.test)) {
    timings.push(await exampleStep(dir, 'npm', ['run', name]))
  }
  return timings
}

/**
 * Installs an example from its lockfile (on a clean clone) plus the packed tarball, then runs the
 * steps of its own `npm test`; returns the timings.
 *
 * @example
 * const timings = await installAndTestExample('/repo/examples/next', tarball)
 */
export async function installAndTestExample(dir: string, tarball: string): Promise<StepTiming[]> {
  return [...(await installExample(dir, tarball)), ...(await runExampleTests(dir))]
}

/**
 * Installs the example from its lockfile plus `tarball` (or awaits `installing`, its install
 * started earlier by installAhead), runs its suites and returns how long each step took.
 *
 * @example
 * const timings = await testFrontendExample('/tmp/pack/petstore-mock-0.1.0.tgz')
 */
export async function testFrontendExample(
  tarball: string,
  installing?: Promise<StepTiming[]>,
): Promise<StepTiming[]> {
  // The browser suites need a Chromium; on a fresh machine this installs Debian's, as every
  // browser-launching suite of this repo does (the example picks the same one, test/chromium.ts).
  ensureChromium()
  if (!installing) return installAndTestExample(FRONTEND_EXAMPLE, tarball)
  return [...(await installing), ...(await runExampleTests(FRONTEND_EXAMPLE))]
}

/**
 * Prints the steps' timings as a table, with the total.
 *
 * @example
 * printTimings([{ step: 'npm ci', seconds: 14.2 }])
 */
export function printTimings(timings: readonly StepTiming[]): void {
  const total = timings.reduce((sum, timing) => sum + timing.seconds, 0)
  console.log('\nseconds per step:')
  const sum = { step: 'total (steps beside other work counted in full)', seconds: total }
  for (const { step: label, seconds } of [...timings, sum]) {
    console.log(`  ${seconds.toFixed(1).padStart(6)}  ${label}`)
  }
}

/**
 * An example script's main block: when `moduleUrl` is the script node runs, takes the tarball
 * `npm run test:packed` hands it (or packs one into a temporary folder), runs `test` on it and
 * prints each step's time; imported by another module, it does nothing.
 */
export async function whenRunAlone(
  moduleUrl: string,
  name: string,
  test: (tarball: string) => Promise<StepTiming[]>,
): Promise<void> {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return
  const work = mkdtempSync(join(tmpdir(), `petstore-mock-${name}-`))
  try {
    const started = performance.now()
    const packed = packedByParent() ?? (await packTarball(work))
    const pack = { step: 'npm pack', seconds: (performance.now() - started) / 1000 }
    printTimings([pack, ...(await test(packed.path))])
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

await whenRunAlone(import.meta.url, 'frontend', testFrontendExample)
