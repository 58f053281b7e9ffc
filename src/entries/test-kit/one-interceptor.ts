/**
 * Never silent beside another msw server. In Node, msw (2.15 and 3 alike, as the consumer suite
 * found) lets the last server started intercept, and the others fall silent without a word
 * (`docs/decisions/015`). What public means can
 * tell: starting petstore's server after another leaves `globalThis.fetch` as it was (the
 * interceptor already patched it), and a probe request, answered inside a `server.boundary()`
 * by a handler of the probe's own, no longer reaches petstore's server once another started
 * after it.
 */
import { toMswHandler } from '../../handlers/msw'

/** The msw server calls these checks use, as msw/node's `SetupServer` has them. */
interface CheckedServer {
  use(...handlers: ReturnType<typeof toMswHandler>[]): void
  boundary<Args extends unknown[], R>(callback: (...args: Args) => R): (...args: Args) => R
}

const theFix =
  'Start one server and hand it to petstore: usePetstore({ join: server }) or createPetstoreServer({ join: server }).'

/**
 * Runs `listen` (petstore's own server starting) and throws when another msw server was already
 * intercepting, which this start has just switched off.
 */
export function listenAlone(where: string, listen: () => void): void {
  const before = globalThis.fetch
  listen()
  if (before !== undefined && globalThis.fetch === before) {
    throw new Error(
      `[petstore-mock] ${where}: another msw server was already listening in this process (your own setupServer(), in a test set-up file most likely), and msw lets only the last server started intercept, so starting petstore's has switched yours off. ${theFix}`,
    )
  }
}

// Port 2: closed on any machine we know of, and not on fetch's list of blocked ports.
const PROBE = 'http://127.0.0.1:2/__petstore-mock/probe'
const probeHandler = toMswHandler({
  matches: (request) => request.url === PROBE,
  answer: () => new Response(null, { status: 204, headers: { 'x-petstore-mock': 'probe' } }),
})

/**
 * Throws when petstore's own server no longer receives requests: another msw server started
 * after it. The probe goes to a closed loopback port: with no interceptor it is refused at once.
 */
export async function assertStillIntercepting(server: CheckedServer): Promise<void> {
  const answered = await server.boundary(async () => {
    server.use(probeHandler)
    try {
      const response = await fetch(PROBE, { method: 'HEAD' })
      return response.headers.get('x-petstore-mock') === 'probe'
    } catch {
      return false
    }
  })()
  if (!answered)
    throw new Error(
      `[petstore-mock] petstore's msw server no longer receives requests: another msw server (your own setupServer(), most likely) started after it in this process, and msw lets only the last server started intercept. ${theFix}`,
    )
}

/**
 * `assertStillIntercepting` before a file's first test only: by then every `beforeAll` has run,
 * where a set-up would start its server, and one probe (a mocked request, ~16 ms on a loaded
 * 2-core machine) per file costs less than one per test.
 */
export function checkBeforeFirstTest(server: CheckedServer): () => Promise<void> | undefined {
  let checked = false
  return () => {
    if (checked) return undefined
    checked = true
    return assertStillIntercepting(server)
  }
}
