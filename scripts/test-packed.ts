/**
 * `npm run test:packed`: the suites that install the packed tarball as a user would, on one
 * tarball packed (and built) once: the consumer suite, then the example apps in
 * examples/frontend, examples/msw-team and examples/next, then the Vite framework examples
 * (scripts/vite-frameworks.ts) and Angular's in one Chromium. The examples install one after
 * another from the start (installAhead), beside the consumer suite and the checks of the
 * examples before them, so each example's checks wait on no install of their own.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../test/support/chromium'
import { PACKED_ENV, packTarball } from './pack'
import { angularExample } from './ssr-frameworks'
import { testAngularExample } from './test-angular'
import { FRONTEND_EXAMPLE, installAhead, printTimings, testFrontendExample } from './test-frontend'
import { MSW_TEAM_EXAMPLE, testMswTeamExample } from './test-msw-team'
import { NEXT_EXAMPLE, testNextExample } from './test-next'
import { testViteFrameworks } from './test-vite-frameworks'
import { frameworkExamples } from './vite-frameworks'

const examples = fileURLToPath(new URL('../examples/', import.meta.url))
const frameworkDirs = frameworkExamples.map((example) => join(examples, example.dir))
const angularDir = join(examples, angularExample.dir)

const work = mkdtempSync(join(tmpdir(), 'petstore-mock-packed-'))
let installs: Map<string, Promise<unknown>> | undefined
try {
  let started = performance.now()
  const packed = await packTarball(work)
  const pack = { step: 'npm pack', seconds: (performance.now() - started) / 1000 }
  // In the order they are checked, so the next one to be checked is the next one installed.
  const installing = installAhead(
    [FRONTEND_EXAMPLE, MSW_TEAM_EXAMPLE, NEXT_EXAMPLE, ...frameworkDirs, angularDir],
    packed.path,
  )
  installs = installing

  started = performance.now()
  // Asynchronous, so the installs go on beside it.
  const consumer = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '-c', 'consumer/vitest.config.ts'], {
      stdio: 'inherit',
      env: { ...process.env, [PACKED_ENV]: JSON.stringify(packed) },
    })
    child.on('error', reject)
    child.on('close', resolve)
  })
  if (consumer !== 0) throw new Error('the consumer suite failed')
  const consumerTime = { step: 'consumer suite', seconds: (performance.now() - started) / 1000 }

  const frontend = await testFrontendExample(packed.path, installing.get(FRONTEND_EXAMPLE))
  const mswTeam = await testMswTeamExample(packed.path, installing.get(MSW_TEAM_EXAMPLE))
  // One Chromium for the browser checks of the Next.js, Vite framework and Angular examples.
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const next = await testNextExample(
      packed.path,
      browser,
      undefined,
      installing.get(NEXT_EXAMPLE),
    )
    const frameworks = await testViteFrameworks(packed.path, [], browser, installing)
    const angular = await testAngularExample(packed.path, browser, installing.get(angularDir))
    printTimings([pack, consumerTime, ...frontend, ...mswTeam, ...next, ...frameworks, ...angular])
  } finally {
    await browser.close()
  }
} finally {
  // An install still running when a check failed: let it end before its tarball goes.
  if (installs) await Promise.allSettled(installs.values())
  rmSync(work, { recursive: true, force: true })
}
