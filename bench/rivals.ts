/**
 * The mock's HTTP server beside two tools people reach for instead: Prism (`prism mock
 * openapi.yaml`, static examples) and json-server (a JSON file served as REST). Both are
 * installed on demand into a cache outside the project (never devDependencies), run in their
 * own processes on 127.0.0.1 and are stopped by PID. Only GET /pets/{id}: the one operation all
 * three answer alike.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { homedir } from 'node:os'
import { join } from 'node:path'

/** Where the rivals are installed, outside the project. */
export const RIVALS_CACHE = join(
  process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'),
  'petstore-mock-bench',
)

// Pinned: the numbers must stay comparable between runs. json-server 0.17 is its last stable line.
const PACKAGES = ['@stoplight/prism-cli@5.14.2', 'json-server@0.17.4']

/** A rival started and reachable. */
export interface RivalServer {
  name: 'Prism' | 'json-server'
  /** The URL of GET /pets/{id} for an existing pet. */
  url: string
  stop(): Promise<void>
}

/**
 * Installs Prism and json-server into the cache unless they are there. npm 11 skips install
 * scripts unless approved; neither tool needs one to run.
 *
 * @example
 * ensureRivals() // then startRival('Prism', openapiPath)
 */
export function ensureRivals(): void {
  const bin = join(RIVALS_CACHE, 'node_modules/.bin')
  if (existsSync(join(bin, 'prism')) && existsSync(join(bin, 'json-server'))) return
  mkdirSync(RIVALS_CACHE, { recursive: true })
  if (!existsSync(join(RIVALS_CACHE, 'package.json'))) {
    writeFileSync(join(RIVALS_CACHE, 'package.json'), '{ "private": true }\n')
  }
  console.log(`installing ${PACKAGES.join(', ')} into ${RIVALS_CACHE}…`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', ...PACKAGES], {
    cwd: RIVALS_CACHE,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`npm install of the rivals failed (${result.status})`)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

// Polls until the URL answers 200 (the tools print readiness differently, and late).
async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`)
    const status = await fetch(url, { headers: { Authorization: 'Bearer petstore-demo-key' } })
      .then((r) => r.status)
      .catch(() => 0)
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.pid === undefined) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    process.kill(child.pid, 'SIGTERM')
    await exited
  }
}

/**
 * Starts one rival on a free loopback port and waits until GET /pets/1 answers 200.
 *
 * @example
 * const prism = await startRival('Prism', 'openapi.yaml')
 * await prism.stop()
 */
export async function startRival(
  name: RivalServer['name'],
  openapiPath: string,
): Promise<RivalServer> {
  const port = await freePort()
  const bin = join(RIVALS_CACHE, 'node_modules/.bin')
  let child: ChildProcess
  if (name === 'Prism') {
    child = spawn(
      join(bin, 'prism'),
      ['mock', '--host', '127.0.0.1', '--port', String(port), '--errors', openapiPath],
      { stdio: 'ignore' },
    )
  } else {
    const db = join(RIVALS_CACHE, 'db.json')
    const pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available', tags: ['friendly'] }
    writeFileSync(db, JSON.stringify({ pets: [pet] }))
    child = spawn(
      join(bin, 'json-server'),
      ['--host', '127.0.0.1', '--port', String(port), '--quiet', db],
      { stdio: 'ignore' },
    )
  }
  const stop = stopper(child)
  try {
    // Prism serves the paths of openapi.yaml as written (its server URL is a variable).
    const url = `http://127.0.0.1:${port}/pets/1`
    await waitFor(url, child)
    return { name, url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The mock's GET /pets/{id} over loopback against one rival's, same load, same run. */
export interface RivalComparison {
  rival: RivalServer['name']
  rivalRequestsPerSecond: number
  mockRequestsPerSecond: number
  /** mock req/s ÷ rival req/s. */
  ratio: number
  /** The target for that ratio: ≥ 3 against Prism, ≥ 0.6 against json-server. */
  target: number
  /** Rival answers other than 200. */
  errors: number
}

/** The ratio each rival must reach: ≥ 3× Prism, ≥ 0.6× json-server (issue 11). */
export const RIVAL_TARGETS: Record<RivalServer['name'], number> = { Prism: 3, 'json-server': 0.6 }

/**
 * The comparison as a markdown table.
 *
 * @example
 * console.log(rivalTable(comparisons))
 */
export function rivalTable(rows: RivalComparison[]): string {
  return [
    '| GET /pets/{id} over loopback | rival req/s | mock req/s | mock ÷ rival | target | met | rival errors |',
    '| --- | ---: | ---: | ---: | ---: | :---: | ---: |',
    ...rows.map(
      (r) =>
        `| petstore-mock serve vs ${r.rival} | ${r.rivalRequestsPerSecond} | ${r.mockRequestsPerSecond} | ${r.ratio.toFixed(2)} | ≥ ${r.target} | ${r.ratio >= r.target ? 'yes' : '**no**'} | ${r.errors} |`,
    ),
  ].join('\n')
}
