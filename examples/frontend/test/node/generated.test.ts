// The files generated from other packages are committed, so the app reads well on GitHub and
// type-checks without a build step; these tests fail when they drift from what is installed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createClient } from '@hey-api/openapi-ts'
import { afterAll, expect, test } from 'vitest'
import config from '../../openapi-ts.config'

const fresh = mkdtempSync(join(tmpdir(), 'petstore-client-'))
afterAll(() => rmSync(fresh, { recursive: true, force: true }))

function filesOf(folder: string): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8', withFileTypes: false })
  return Object.fromEntries(
    files
      .filter((file) => file.endsWith('.ts'))
      .sort()
      .map((file) => [file, readFileSync(join(folder, file), 'utf8')]),
  )
}

test('src/client is what `npm run generate` makes of the installed openapi.yaml', async () => {
  const committed = (await config).output as string
  await createClient({ ...(await config), output: fresh, logs: { level: 'silent', file: false } })
  // Run `npm run generate` when this fails: petstore-mock's contract or openapi-ts changed.
  expect(filesOf(committed)).toEqual(filesOf(fresh))
})

test('public/mockServiceWorker.js is the installed msw’s worker script', () => {
  const msw = dirname(createRequire(import.meta.url).resolve('msw/package.json'))
  // Run `npx msw init public` when this fails: msw was upgraded.
  expect(readFileSync('public/mockServiceWorker.js', 'utf8')).toBe(
    readFileSync(join(msw, 'lib', 'mockServiceWorker.js'), 'utf8'),
  )
})
