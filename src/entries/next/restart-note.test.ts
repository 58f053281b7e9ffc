import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { restartedServer } from './restart-note'

const apps: string[] = []

function nextApp(): string {
  const app = mkdtempSync(join(tmpdir(), 'petstore-mock-next-restart-'))
  mkdirSync(join(app, '.next'))
  apps.push(app)
  return app
}

afterEach(() => {
  for (const app of apps.splice(0)) rmSync(app, { recursive: true, force: true })
})

describe('restartedServer', () => {
  it('is false on the first start of next dev', () => {
    expect(restartedServer(nextApp(), { pid: 11, ppid: 10 })).toBe(false)
  })

  it('is true when next dev starts its server again (a next.config.ts edit): same parent, new process', () => {
    const app = nextApp()
    restartedServer(app, { pid: 11, ppid: 10 })
    expect(restartedServer(app, { pid: 12, ppid: 10 })).toBe(true)
  })

  it('is false for a new next dev (another parent) and for the same process called again', () => {
    const app = nextApp()
    restartedServer(app, { pid: 11, ppid: 10 })
    expect(restartedServer(app, { pid: 21, ppid: 20 })).toBe(false)
    expect(restartedServer(app, { pid: 21, ppid: 20 })).toBe(false)
  })

  it('marks nothing outside a Next app (no .next folder)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'petstore-mock-next-restart-'))
    apps.push(dir)
    restartedServer(dir, { pid: 11, ppid: 10 })
    expect(restartedServer(dir, { pid: 12, ppid: 10 })).toBe(false)
  })
})
