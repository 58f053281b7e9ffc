import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { committedWorkerPath, installedWorkerPath } from './copy-worker'

describe('the committed mockServiceWorker.js', () => {
  it('is the installed msw’s worker, byte for byte (run `npm run worker` after upgrading msw)', () => {
    const installed = readFileSync(installedWorkerPath(), 'utf8')
    const committed = readFileSync(committedWorkerPath, 'utf8')
    const version = (text: string) => /PACKAGE_VERSION = '([^']+)'/.exec(text)?.[1]
    expect(version(committed), 'worker version').toBe(version(installed))
    expect(committed === installed, 'worker content').toBe(true)
  })
})
