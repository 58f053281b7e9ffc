// A Vite app that starts petstore-mock/browser in development only, on each stack side by side
// (Vite 8 with msw 3, Vite 7 with msw 2.15): its dev page answers through the service worker in
// one Chromium, and its production build carries no mock code.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { chromiumLaunchOptions } from '../test/support/chromium'
import { freePort } from '../e2e/free-port'
import { run, userEnv } from './setup/run'
import { stackEnv } from './setup/stacks'
import { stretched } from './setup/slowdown'

const stacks = inject('stacks')

/** The page's globals this file reads (the suite type-checks with Node's lib, not the DOM's). */
interface PageGlobals {
  navigator: { serviceWorker: { controller: { scriptURL: string } | null } }
}

function builtScripts(app: string, folder: string): string {
  return readdirSync(join(app, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(app, folder, file), 'utf8'))
    .join('\n')
}

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions())
})
afterAll(() => browser.close())

describe('a Vite app with the mock in development', () => {
  it.concurrent.for(stacks)(
    'answers the dev page through the worker in Chromium on $title',
    async (stack, { expect }) => {
      const app = stack.app
      const port = await freePort()
      const server = spawn(
        stack.node,
        [join(app, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', String(port)],
        { cwd: app, env: { ...userEnv(), ...stackEnv(stack), FORCE_COLOR: '0' } },
      )
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        await expect
          .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status, {
            timeout: stretched(30_000),
          })
          .toBe(200)
        await page.goto(`http://127.0.0.1:${port}/`)
        await expect
          .poll(() => page.locator('#pets').textContent(), { timeout: stretched(30_000) })
          .toMatch(/^3 of \d+ pets$/)
        const controller = () =>
          (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller?.scriptURL
        expect(await page.evaluate(controller)).toBe(
          `http://127.0.0.1:${port}/mockServiceWorker.js`,
        )
      } finally {
        await context.close()
        process.kill(server.pid as number, 'SIGTERM')
      }
    },
  )
})

describe('the Vite app built for production', () => {
  it.concurrent.for(stacks)(
    'builds for production without any mock code on $title',
    async (stack, { expect }) => {
      const app = stack.app
      await run(app, 'npx', ['vite', 'build', '--logLevel', 'warn'], stackEnv(stack))
      // The app's own modules; dist/ also holds public/'s copy of the (inert) worker script.
      const scripts = builtScripts(app, 'dist/assets')
      expect(scripts).toContain('The pets could not be loaded')
      // Markers of the mock, of msw and of faker's data; the app itself mentions none of them.
      for (const marker of [
        'startPetstoreWorker',
        'mockServiceWorker',
        'validation_failed',
        'Labrador Retriever',
      ])
        expect(scripts).not.toContain(marker)
    },
  )
})

describe("the browser entry's weight", () => {
  it("prints what petstore-mock/browser weighs in a bundle, msw excluded, and that no Node built-in came along, on today's stack", async () => {
    const [stack] = stacks
    const built = await run(
      stack!.app,
      'npx',
      ['vite', 'build', '--config', 'weight.config.js'],
      stackEnv(stack!),
    )
    // No Node built-in reaches the browser bundle (Vite warns when it externalizes one).
    expect(built.stdout + built.stderr).not.toMatch(/"node:\w+" has been externalized/)
    const bundle = builtScripts(stack!.app, 'weight')
    const gzipped = gzipSync(bundle).length
    console.log(
      `petstore-mock/browser: ${(bundle.length / 1024).toFixed(0)} KB minified, ` +
        `${(gzipped / 1024).toFixed(0)} KB gzipped (msw excluded)`,
    )
    // faker carries English only: no other locale's data comes along.
    expect(bundle).toContain('Labrador Retriever')
    expect(bundle).not.toMatch(/title:\s*["'`](German|French|Spanish)["'`]/)
    expect(gzipped).toBeGreaterThan(0)
  })
})
