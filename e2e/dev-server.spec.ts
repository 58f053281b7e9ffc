import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { expect, test } from '@playwright/test'
import { freePort } from './free-port'
import { openDemo, stretched } from './demo'

// `npm start` on `port`, until it prints `until` or exits; its output and exit code.
function npmStart(port: number, until: RegExp): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['start'], {
      env: { ...process.env, DEMO_PORT: String(port), NO_COLOR: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const done = (code: number | null) => {
      clearTimeout(timer)
      // The whole group: npm, its shell and Vite.
      if (code === null && child.pid) process.kill(-child.pid, 'SIGTERM')
      resolve({ output, code })
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (until.test(output)) done(null)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => done(code))
    const timer = setTimeout(() => done(null), stretched(60_000))
  })
}

// Takes `port`, once the Vite the last `npm start` ran has let it go: it was sent SIGTERM, but
// a busy machine closes it a moment later (EADDRINUSE here once, under load).
async function occupy(port: number): Promise<Server> {
  for (;;) {
    const taken = await new Promise<Server | undefined>((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(undefined))
      server.listen(port, '127.0.0.1', () => resolve(server))
    })
    if (taken) return taken
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test.describe('npm start (the Vite dev server)', () => {
  test('serves the demo with the mock in its service worker', async ({ page }) => {
    await openDemo(page)
    await expect(page.getByText('48 pets match')).toBeVisible()
    await page.getByRole('link', { name: 'API reference' }).click()
    await expect(page.getByRole('heading', { name: 'Petstore API', level: 1 })).toBeVisible()
  })

  test('prints the address it serves, and fails clearly when its port is taken', async () => {
    test.setTimeout(stretched(150_000))
    const port = await freePort()
    const started = await npmStart(port, new RegExp(`http://127\\.0\\.0\\.1:${port}/`))
    expect(started.output).toContain(`http://127.0.0.1:${port}/`)

    const taken = await occupy(port)
    try {
      const refused = await npmStart(port, /$^/)
      expect(refused.code).not.toBe(0)
      expect(refused.code).not.toBeNull()
      expect(refused.output).toContain(`Port ${port} is already in use`)
      expect(refused.output).not.toContain(`:${port + 1}/`)
    } finally {
      taken.close()
    }
  })
})
