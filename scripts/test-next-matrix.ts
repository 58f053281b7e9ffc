/**
 * `npm run test:next:matrix`: the Next.js example's checks (scripts/test-next.ts) on the targets
 * `npm test` leaves out, one after the other on one packed tarball and one Chromium: Next 16 on
 * webpack, Next 15 on Turbopack and on webpack, 50 loads each. Arguments narrow it:
 * `-- --next=15`, `-- --webpack`, `-- --loads=10`. It ends with a summary per target: the seconds
 * it took and the machine's load average (one minute) when it started and ended, so a figure
 * quoted from it says how busy the machine was.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions, ensureChromium } from '../test/support/chromium'
import {
  isExampleTarget,
  loadAverage,
  targetArgs,
  targetName,
  type NextTarget,
} from './next-target'
import { packedByParent, packTarball } from './pack'
import { printTimings } from './test-frontend'
import { testNextExample } from './test-next'

const OTHERS: NextTarget[] = [
  { major: 16, bundler: 'webpack', loads: 50 },
  { major: 15, bundler: 'turbopack', loads: 50 },
  { major: 15, bundler: 'webpack', loads: 50 },
]

/** The targets the arguments keep (`--next=15`, `--webpack`, `--turbopack`), with `--loads=N`. */
function chosenTargets(args: readonly string[]): NextTarget[] {
  const asked = targetArgs(args)
  return OTHERS.filter(
    (target) =>
      (asked.major ?? target.major) === target.major &&
      (asked.bundler ?? target.bundler) === target.bundler,
  ).map((target) => ({ ...target, loads: asked.loads ?? target.loads }))
}

const work = mkdtempSync(join(tmpdir(), 'petstore-mock-next-matrix-'))
const summary: string[] = []
let failed = false
try {
  const packed = packedByParent() ?? (await packTarball(work))
  ensureChromium()
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    for (const target of chosenTargets(process.argv.slice(2))) {
      if (isExampleTarget(target)) continue
      const started = performance.now()
      const loadBefore = loadAverage()
      const outcome = await testNextExample(packed.path, browser, target).then(
        (timings) => {
          printTimings(timings)
          return `${target.loads} of ${target.loads} loads mocked, build without mock`
        },
        (error: unknown) => {
          failed = true
          console.error(error)
          return `FAILED: ${String(error).split('\n')[0]}`
        },
      )
      const seconds = ((performance.now() - started) / 1000).toFixed(0)
      summary.push(
        `${targetName(target)}: ${outcome}; ${seconds} s; load ${loadBefore} → ${loadAverage()}`,
      )
    }
  } finally {
    await browser.close()
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
console.log(`\nNext.js matrix (${new Date().toISOString()}):\n  ${summary.join('\n  ')}`)
if (failed) process.exitCode = 1
