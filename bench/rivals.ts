/**
 * The mock's HTTP server beside two tools people reach for instead: Prism (`prism mock
 * openapi.yaml`, static examples) and json-server (a JSON file served as REST), each at the
 * version `npm i` installs today and at the older version earlier runs used, labelled by version.
 * They are installed on demand outside the project (bench/tools.ts), run in their own processes on
 * 127.0.0.1 and are stopped by PID. Only GET /pets/{id}: the one operation all of them answer
 * alike. Every server runs with its request log off, and each row says with which flags.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureTool, TOOLS_CACHE } from './tools'
import { freePort } from '../e2e/free-port'

/** One rival at one version, and how it is started. */
export interface RivalSpec {
  name: 'Prism' | 'json-server'
  version: string
  /** Why this version: what users install today, or the one earlier runs pinned. */
  why: string
}

/**
 * The rivals, newest first. json-server 1.0's later betas need Node ≥ 22; beta.3 is the newest
 * that runs on the Node 20 this package supports (and what the issue measured). Prism 5.16
 * declares Node ≥ 24 but runs here.
 */
export const RIVALS: readonly RivalSpec[] = [
  { name: 'Prism', version: '5.16.0', why: 'npm i @stoplight/prism-cli today' },
  { name: 'Prism', version: '5.14.2', why: 'pinned by earlier runs' },
  { name: 'json-server', version: '1.0.0-beta.3', why: 'the 1.0 beta; later betas need Node 22' },
  { name: 'json-server', version: '0.17.4', why: 'its last stable line, pinned by earlier runs' },
]

/** The mock's own flags in these comparisons. */
export const MOCK_FLAGS = 'petstore-mock serve --scenario empty --quiet (request log off)'

/** The command line a rival runs with, as printed beside its numbers. */
export function rivalFlags(spec: RivalSpec): string {
  if (spec.name === 'Prism') return 'prism mock -v silent openapi.yaml (request log off)'
  // 1.0's CLI has no log switch: it logs no requests.
  return spec.version.startsWith('0.')
    ? 'json-server --quiet db.json (request log off)'
    : 'json-server db.json (no request log in 1.0)'
}

/** A rival started and reachable. */
export interface RivalServer {
  spec: RivalSpec
  /** The URL of GET /pets/{id} for an existing pet. */
  url: string
  stop(): Promise<void>
}

const PACKAGE: Record<RivalSpec['name'], string> = {
  Prism: '@stoplight/prism-cli',
  'json-server': 'json-server',
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
 * Installs (when missing) and starts one rival on a free loopback port, and waits until GET
 * /pets/1 answers 200.
 *
 * @example
 * const prism = await startRival(RIVALS[0], 'openapi.yaml')
 * await prism.stop()
 */
export async function startRival(spec: RivalSpec, openapiPath: string): Promise<RivalServer> {
  const bin = ensureTool(PACKAGE[spec.name], spec.version)
  const port = await freePort()
  const where = ['--host', '127.0.0.1', '--port', String(port)]
  let child: ChildProcess
  if (spec.name === 'Prism') {
    // Without --errors: Prism adds its own `Deprecation: true` to the deprecated GET /pets/{id},
    // which openapi.yaml's RFC 9745 header (`@<seconds>`) refuses, and --errors would turn
    // every answer into a 500. It still checks each request and response; it only logs.
    const args = ['mock', ...where, '-v', 'silent', openapiPath]
    child = spawn(join(bin, 'prism'), args, { stdio: 'ignore' })
  } else {
    const db = join(TOOLS_CACHE, `db-${spec.version}.json`)
    const pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available', tags: ['friendly'] }
    writeFileSync(db, JSON.stringify({ pets: [pet] }))
    const quiet = spec.version.startsWith('0.') ? ['--quiet'] : []
    child = spawn(join(bin, 'json-server'), [...where, ...quiet, db], { stdio: 'ignore' })
  }
  const stop = stopper(child)
  try {
    // Prism serves the paths of openapi.yaml as written (its server URL is a variable).
    const url = `http://127.0.0.1:${port}/pets/1`
    await waitFor(url, child)
    return { spec, url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The mock's GET /pets/{id} over loopback against one rival's, same load, same run. */
export interface RivalComparison {
  /** The rival's name and version, e.g. `Prism 5.16.0`. */
  rival: string
  /** How the rival was started (its log switch included). */
  flags: string
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
export const RIVAL_TARGETS: Record<RivalSpec['name'], number> = { Prism: 3, 'json-server': 0.6 }

/**
 * The comparison as a markdown table, with every server's flags under it.
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
    '',
    `Flags: the mock ran as \`${MOCK_FLAGS.replace(' (', '` (')}; ${rows
      .map((r) => `${r.rival} as \`${r.flags.replace(' (', '` (')}`)
      .join('; ')}.`,
  ].join('\n')
}

/**
 * What the README quotes of a rival comparison (bench/latest.ts's `http` section).
 *
 * @example
 * recordLatest('http', rivalFigures(result.rivals))
 */
export function rivalFigures(rows: RivalComparison[]): {
  mockFlags: string
  rivals: Array<{ rival: string; flags: string; ratio: number }>
} {
  return {
    mockFlags: MOCK_FLAGS,
    rivals: rows.map((r) => ({ rival: r.rival, flags: r.flags, ratio: r.ratio })),
  }
}
