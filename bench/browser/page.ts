/**
 * What both benchmark pages expose to the runner: a loop that times fetches in the page.
 */

/** One timed request kind. */
export interface BrowserCase {
  method: string
  path: string
  body?: string
}

/** What a benchmark page puts on its global object for the runner. */
export interface BenchGlobals {
  benchReady?: boolean
  benchRun?: (c: BrowserCase, times: number) => Promise<number[]>
}

// Typed without the DOM library: the runner's side shares this file and runs in Node.
const page = globalThis as unknown as BenchGlobals

/**
 * Installs `benchRun` on the page's global object, which sends `times` requests one after another and returns each
 * request's milliseconds, body read included.
 *
 * @example
 * exposeRunner()
 * await benchRun({ method: 'GET', path: '/api/v1/pets/1' }, 100)
 */
export function exposeRunner(): void {
  page.benchRun = async (c, times) => {
    const headers = {
      Authorization: 'Bearer petstore-demo-key',
      'Content-Type': 'application/json',
    }
    const out: number[] = []
    for (let i = 0; i < times; i++) {
      const started = performance.now()
      const res = await fetch(c.path, { method: c.method, headers, body: c.body })
      const body = await res.arrayBuffer()
      out.push(performance.now() - started)
      if (!res.ok) {
        // Which page, and who answered: the mock's Error object, or the dev server's own 404.
        const text = new TextDecoder().decode(body).slice(0, 200)
        const { location } = globalThis as unknown as {
          location: { pathname: string; search: string }
        }
        const where = `${location.pathname}${location.search}`
        throw new Error(`${where}: ${c.method} ${c.path} answered ${res.status}: ${text}`)
      }
    }
    return out
  }
  page.benchReady = true
}
