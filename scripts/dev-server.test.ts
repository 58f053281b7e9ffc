import { describe, expect, it } from 'vitest'
import { freePort } from '../e2e/free-port'
import { startDevServer, stopDevServer } from './dev-server'

// A stand-in dev server: node:http on `port`, which starts a child of its own (as vite or next
// does) and says so before it listens.
const server = (port: number) => [
  'node',
  '-e',
  `const { spawn } = require('node:child_process')
   const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
   console.log('grandchild ' + child.pid)
   require('node:http')
     .createServer((_, res) => res.end('ok'))
     .listen(${port}, '127.0.0.1', () => console.log('Ready in 1 ms'))`,
]

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe("an example's dev server", () => {
  it('is up once its URL answers, and stopping it ends every process it started', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/`
    const dev = await startDevServer({ dir: '.', command: server(port), url, timeoutMs: 60_000 })
    expect(await (await fetch(url)).text()).toBe('ok')
    const grandchild = Number(/grandchild (\d+)/.exec(dev.output())?.[1])
    expect(alive(grandchild)).toBe(true)
    await stopDevServer(dev)
    expect(alive(grandchild)).toBe(false)
    await expect(fetch(url)).rejects.toThrow()
  }, 90_000)

  it('is up once its output says so, when a ready line is given', async () => {
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/`
    const dev = await startDevServer({
      dir: '.',
      command: server(port),
      url,
      readyLine: /Ready in/,
      timeoutMs: 60_000,
    })
    expect(dev.output()).toMatch(/Ready in 1 ms/)
    await stopDevServer(dev)
  }, 90_000)

  it('rejects with its output when it exits before it is up', async () => {
    await expect(
      startDevServer({
        dir: '.',
        command: ['node', '-e', 'console.log("no config found"); process.exit(3)'],
        url: `http://127.0.0.1:${await freePort()}/`,
        timeoutMs: 60_000,
      }),
    ).rejects.toThrow(/node exited \(3\):\nno config found/)
  }, 90_000)
})
