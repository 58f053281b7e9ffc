/**
 * `petstore-mock serve` in a child process, for tests and benchmarks that must kill it for real:
 * start it from source, find its URL in the banner, load it with concurrent creates, kill -9.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createApiClient } from '../../src/conformance/client'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** A running `serve` child and everything it printed. */
export interface ServeChild {
  child: ChildProcess
  /** Every line of stdout and stderr so far. */
  out: string[]
  /** The API's base URL, once the banner names it. */
  url: Promise<string>
  /** Stops it with `signal` and resolves once it exited. */
  stop(signal: NodeJS.Signals): Promise<void>
}

// From source through tsx (tests), or the built bin as users run it (benchmarks: no tsx cost).
const fromSource = [
  '--import',
  'tsx',
  '--input-type=module',
  '-e',
  "import { main } from './src/entries/cli/main.ts'; process.exitCode = await main(process.argv.slice(1))",
]
const fromBuild = ['bin/petstore-mock.js']

/**
 * Starts `petstore-mock serve --port 0 --quiet <args>` from this checkout's source, or from its
 * build (`npm run build` first) with `{ build: true }`.
 *
 * @example
 * const serve = spawnServe(['--data', file])
 * const api = createApiClient({ baseUrl: await serve.url })
 * await serve.stop('SIGKILL')
 */
export function spawnServe(args: readonly string[], options: { build?: boolean } = {}): ServeChild {
  const child = spawn(
    process.execPath,
    [...(options.build ? fromBuild : fromSource), 'serve', '--port', '0', '--quiet', ...args],
    { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } },
  )
  const out: string[] = []
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = new Promise<string>((resolve, reject) => {
    const pattern = /^ {2}API {8}(http:\/\/127\.0\.0\.1:\d+\/api\/v1)$/
    const read = (text: string) => {
      for (const line of text.split('\n')) {
        out.push(line)
        const found = pattern.exec(line)?.[1]
        if (found) resolve(found)
      }
    }
    child.stdout.setEncoding('utf8').on('data', read)
    child.stderr.setEncoding('utf8').on('data', read)
    void exited.then(() => reject(new Error(`serve exited before listening:\n${out.join('\n')}`)))
  })
  url.catch(() => undefined)
  return {
    child,
    out,
    url,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/** What a burst of creates saw before the server was killed. */
export interface BurstOutcome {
  /** Ids of categories answered 201, in answer order. */
  acknowledged: number[]
  /** Requests that got no answer (in flight at the kill). */
  unanswered: number
}

/**
 * Sends POST /categories from `connections` concurrent clients and kills the server with
 * SIGKILL once `killAfter` creates were acknowledged, while requests are still in flight.
 *
 * @example
 * const { acknowledged } = await burstThenKill(serve, { connections: 10, killAfter: 500 })
 */
export async function burstThenKill(
  serve: ServeChild,
  options: { connections: number; killAfter: number },
): Promise<BurstOutcome> {
  const api = createApiClient({ baseUrl: await serve.url })
  const acknowledged: number[] = []
  let unanswered = 0
  let killed = false
  let sent = 0
  const client = async (n: number) => {
    while (!killed) {
      const name = `Burst ${n}-${sent++}`
      try {
        const created = await api.op('createCategory', { body: { name } })
        // An answer that arrives after the kill was still sent: it counts.
        if (created.status === 201) acknowledged.push(created.body.id)
      } catch {
        unanswered++
        return
      }
      if (acknowledged.length >= options.killAfter && !killed) {
        killed = true
        serve.child.kill('SIGKILL')
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, (_, n) => client(n)))
  await serve.stop('SIGKILL')
  return { acknowledged, unanswered }
}

/**
 * Every category id the server holds, read page by page.
 *
 * @example
 * const ids = await categoryIds(await serve.url)
 */
export async function categoryIds(baseUrl: string): Promise<Set<number>> {
  const api = createApiClient({ baseUrl })
  const ids = new Set<number>()
  for (let offset = 0; ; offset += 100) {
    const page = await api.ok('listCategories', { query: { limit: 100, offset } })
    for (const category of page) ids.add(category.id)
    if (page.length < 100) return ids
  }
}
