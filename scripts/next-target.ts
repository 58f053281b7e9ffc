/**
 * Which Next.js major and bundler scripts/test-next.ts checks the example on. The example is
 * Next 16 (create-next-app 16's defaults); Next 15 runs on a copy of it in a temporary folder,
 * with next@15 in place of 16, the Next 16 options Next 15 does not know taken out of
 * next.config.ts, and a middleware.ts that reads the API (Next 15's middleware, where Next 16 has
 * proxy.ts), so examples/next itself is never changed.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { basename, join } from 'node:path'
import { exampleStep, type StepTiming } from './test-frontend'

/**
 * A Next.js major and bundler, and how many loads the client-fetch check makes.
 *
 * @example
 * const target: NextTarget = { major: 15, bundler: 'webpack', loads: 50 }
 */
export interface NextTarget {
  major: 15 | 16
  bundler: 'turbopack' | 'webpack'
  loads: number
}

/**
 * The one-minute load average, as the checks print it beside their figures.
 *
 * @example
 * loadAverage() // '1.52'
 */
export function loadAverage(): string {
  return loadavg()[0]?.toFixed(2) ?? '?'
}

/** The example as it is: Next 16 on Turbopack, its default. */
export const EXAMPLE_TARGET: NextTarget = { major: 16, bundler: 'turbopack', loads: 50 }

/**
 * Whether `target` is the example as it is (whatever the number of loads), whose own `npm test`
 * the check runs.
 *
 * @example
 * isExampleTarget({ major: 16, bundler: 'turbopack', loads: 10 }) // true
 */
export function isExampleTarget({ major, bundler }: NextTarget): boolean {
  return major === EXAMPLE_TARGET.major && bundler === EXAMPLE_TARGET.bundler
}

/** The Next 15 release the copy installs (React 19 fits its peer range, so React stays). */
export const NEXT_15 = '^15.5.0'

/**
 * What the arguments `--next=15|16`, `--webpack` / `--turbopack` and `--loads=N` ask for (each
 * optional). Throws a TypeError naming an argument it does not know.
 *
 * @example
 * targetArgs(['--next=15', '--webpack']) // { major: 15, bundler: 'webpack' }
 */
export function targetArgs(args: readonly string[]): Partial<NextTarget> {
  const asked: Partial<NextTarget> = {}
  for (const arg of args) {
    const [name, value] = arg.split('=')
    if (name === '--next' && (value === '15' || value === '16')) asked.major = Number(value) as 15
    else if (arg === '--webpack' || arg === '--turbopack') asked.bundler = arg.slice(2) as 'webpack'
    else if (name === '--loads' && Number(value) > 0) asked.loads = Number(value)
    else {
      throw new TypeError(
        `test-next: unknown argument ${arg} (--next=15|16, --webpack, --turbopack, --loads=N)`,
      )
    }
  }
  return asked
}

/**
 * The target the arguments name (see targetArgs), the example's own for what they leave out.
 *
 * @example
 * targetFromArgs(['--next=15', '--webpack']) // { major: 15, bundler: 'webpack', loads: 50 }
 */
export function targetFromArgs(args: readonly string[]): NextTarget {
  return { ...EXAMPLE_TARGET, ...targetArgs(args) }
}

/**
 * The flags of `next dev` and `next build` that pick the bundler: Next 16 runs Turbopack unless
 * told `--webpack`, Next 15 runs webpack unless told `--turbopack`.
 *
 * @example
 * bundlerFlags({ major: 15, bundler: 'turbopack', loads: 50 }) // ['--turbopack']
 */
export function bundlerFlags({ major, bundler }: NextTarget): string[] {
  if (major === 16) return bundler === 'webpack' ? ['--webpack'] : []
  return bundler === 'turbopack' ? ['--turbopack'] : []
}

/**
 * A short name of the target, as the timings and the summary print it.
 *
 * @example
 * targetName({ major: 15, bundler: 'webpack', loads: 50 }) // 'Next 15, webpack'
 */
export function targetName({ major, bundler }: NextTarget): string {
  return `Next ${major}, ${bundler === 'turbopack' ? 'Turbopack' : 'webpack'}`
}

/** The header the Next 15 copy's middleware sets to the newest pet it read from the API. */
export const MIDDLEWARE_HEADER = 'x-newest-pet'

// A Next 15 middleware that reads the API, as the guide's Middleware section has it: on Node
// (Next 15 runs middleware on the Edge runtime unless told, where the mock cannot answer).
const NEXT_15_MIDDLEWARE = `import { NextResponse } from 'next/server'
import { newestPets } from '@/lib/api'

export const config = { runtime: 'nodejs', matcher: '/' }

export async function middleware() {
  const response = NextResponse.next()
  response.headers.set('${MIDDLEWARE_HEADER}', (await newestPets())[0]?.name ?? '')
  return response
}
`

// The Next 16 options of create-next-app 16's next.config.ts that Next 15 does not have.
const NEXT_16_ONLY = /^\s*(cacheComponents|partialPrefetching): .*\n/gm

/**
 * Copies the example (its sources, lockfile and config; no node_modules, no .next) into
 * `work`/next and installs it there with next@15 and `tarball` in its package.json (the copy's
 * lint is not run, so eslint-config-next stays); returns the copy's folder and the install's timing.
 *
 * @example
 * const { dir } = await next15Copy('/repo/examples/next', '/tmp/work', tarball)
 */
export async function next15Copy(
  example: string,
  work: string,
  tarball: string,
): Promise<{ dir: string; timings: StepTiming[] }> {
  const dir = join(work, basename(example))
  const skipped = new Set(['node_modules', '.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo'])
  cpSync(example, dir, { recursive: true, filter: (path) => !skipped.has(basename(path)) })
  writeFileSync(join(dir, 'middleware.ts'), NEXT_15_MIDDLEWARE)
  const config = join(dir, 'next.config.ts')
  writeFileSync(config, readFileSync(config, 'utf8').replace(NEXT_16_ONLY, ''))
  const manifestPath = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  manifest.dependencies.next = NEXT_15
  manifest.devDependencies['petstore-mock'] = `file:${tarball}`
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
  const install = await exampleStep(dir, 'npm', ['install', '--no-audit', '--no-fund'])
  return { dir, timings: [{ ...install, step: `${install.step} (next@${NEXT_15})` }] }
}
