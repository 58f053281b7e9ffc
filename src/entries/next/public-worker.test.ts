import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { publicWorkerConflict } from './public-worker'

const apps: string[] = []

function appWith(...files: string[]): string {
  const app = mkdtempSync(join(tmpdir(), 'petstore-mock-next-public-'))
  apps.push(app)
  for (const file of files) {
    mkdirSync(dirname(join(app, file)), { recursive: true })
    writeFileSync(join(app, file), '')
  }
  return app
}

afterEach(() => {
  for (const app of apps.splice(0)) rmSync(app, { recursive: true, force: true })
})

describe('publicWorkerConflict', () => {
  it('names the file to delete when npx msw init public sits beside the worker route', () => {
    const app = appWith('public/mockServiceWorker.js', 'app/mockServiceWorker.js/route.ts')
    const message = publicWorkerConflict(app)
    expect(message).toContain('Delete public/mockServiceWorker.js')
    expect(message).toContain('app/mockServiceWorker.js/route.ts')
    expect(message).toContain('A conflicting public file and page file was found')
  })

  it('finds the route under src/app too', () => {
    const app = appWith('public/mockServiceWorker.js', 'src/app/mockServiceWorker.js/route.js')
    expect(publicWorkerConflict(app)).toContain('src/app/mockServiceWorker.js/route.js')
  })

  it('says nothing with the route alone or the public file alone', () => {
    expect(publicWorkerConflict(appWith('app/mockServiceWorker.js/route.ts'))).toBeUndefined()
    expect(publicWorkerConflict(appWith('public/mockServiceWorker.js'))).toBeUndefined()
  })
})
