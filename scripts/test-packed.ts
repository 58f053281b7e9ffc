/**
 * `npm run test:packed`: the suites that install the packed tarball as a user would, on one
 * tarball packed (and built) once: the consumer suite, then the example apps in
 * examples/frontend and examples/next, then the Vite framework examples
 * (scripts/vite-frameworks.ts) in one Chromium.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../test/support/chromium'
import { PACKED_ENV, packTarball } from './pack'
import { testAngularExample } from './test-angular'
import { printTimings, testFrontendExample } from './test-frontend'
import { testNextExample } from './test-next'
import { testViteFrameworks } from './test-vite-frameworks'

const work = mkdtempSync(join(tmpdir(), 'petstore-mock-packed-'))
try {
  let started = performance.now()
  const packed = await packTarball(work)
  const pack = { step: 'npm pack', seconds: (performance.now() - started) / 1000 }

  started = performance.now()
  const consumer = spawnSync('npx', ['vitest', 'run', '-c', 'consumer/vitest.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, [PACKED_ENV]: JSON.stringify(packed) },
  })
  if (consumer.status !== 0) throw new Error('the consumer suite failed')
  const consumerTime = { step: 'consumer suite', seconds: (performance.now() - started) / 1000 }

  const frontend = await testFrontendExample(packed.path)
  // One Chromium for the browser checks of the Next.js, Vite framework and Angular examples.
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const next = await testNextExample(packed.path, browser)
    const frameworks = await testViteFrameworks(packed.path, [], browser)
    const angular = await testAngularExample(packed.path, browser)
    printTimings([pack, consumerTime, ...frontend, ...next, ...frameworks, ...angular])
  } finally {
    await browser.close()
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
