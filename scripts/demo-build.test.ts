/**
 * The demo's first screen within issue 47's budget: every script index.html loads, and the
 * service worker, gzipped file by file (bench/demo-weight.ts weighs it), of the build
 * scripts/demo-build.ts makes (reused when demo/dist is already built from these sources).
 */
import { expect, it } from 'vitest'
import { PAGE_TARGET_BYTES, weighDemoDir } from '../bench/demo-weight'
import { buildDemo, DEMO_DIST } from './demo-build'

it('the demo loads at most 180,000 B of gzipped script before its first pet row', async () => {
  await buildDemo()
  const weight = await weighDemoDir(DEMO_DIST)
  expect(weight.page.map((file) => file.file)).toContain('mockServiceWorker.js')
  expect(weight.pageGzip).toBeLessThanOrEqual(PAGE_TARGET_BYTES)
}, 300_000)

it('the harness panel, the dialogs and faker load later, not with the first screen', async () => {
  await buildDemo()
  const weight = await weighDemoDir(DEMO_DIST)
  const first = weight.page.map((file) => file.file).join(' ')
  expect(first).not.toMatch(/harness-|pet-dialog-|faker-|dialog-/)
}, 300_000)
