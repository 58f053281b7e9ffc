/**
 * Scripted servers on 127.0.0.1 that misbehave the ways real backends do, for the contract
 * tool's tests: one that dies after N requests (and may come back), one that drops every k-th
 * request's connection, one that answers every request with a plain-text 500, and one that
 * follows a different contract. The first two serve the mock itself in between.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPetstore } from '../../src/controller/petstore'
import { createPetstoreListener } from '../../src/entries/http/listener'

/** A scripted server. */
export interface ScriptedServer {
  /** The API's base URL. */
  url: string
  /** Requests received so far. */
  requests: number
  /** `METHOD /path?query` of the request the server died on, once it did. */
  diedOn: string | undefined
  close(): Promise<void>
}

type Handler = (req: IncomingMessage, res: ServerResponse, n: number) => void

async function listen(handler: Handler, port = 0): Promise<{ server: Server; port: number }> {
  const server = createServer()
  const state = { n: 0 }
  server.on('request', (req: IncomingMessage, res: ServerResponse) => handler(req, res, ++state.n))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

function mock() {
  return createPetstoreListener(createPetstore({ seed: 3 }))
}

/**
 * The mock, until request `after + 1`: that one's connection is cut and the server stops
 * listening. With `backAfterMs`, it listens again on the same port that much later.
 *
 * @example
 * const server = await diesAfter(150)
 */
export async function diesAfter(
  after: number,
  options: { backAfterMs?: number } = {},
): Promise<ScriptedServer> {
  const serve = mock()
  let current: Server
  const scripted: ScriptedServer = {
    url: '',
    requests: 0,
    diedOn: undefined,
    close: () => stop(current),
  }
  const handler: Handler = (req, res) => {
    scripted.requests++
    if (scripted.requests !== after + 1) return serve(req, res)
    scripted.diedOn = `${req.method} ${req.url}`
    req.socket.destroy()
    const dead = current
    void stop(dead).then(async () => {
      if (options.backAfterMs === undefined) return
      await new Promise((resolve) => setTimeout(resolve, options.backAfterMs))
      current = (await listen(handler, port)).server
    })
  }
  const { server, port } = await listen(handler)
  current = server
  scripted.url = `http://127.0.0.1:${port}/api/v1`
  return scripted
}

/**
 * The mock, but every `k`-th request's connection is cut before it is answered.
 *
 * @example
 * const server = await dropsEvery(25)
 */
export async function dropsEvery(k: number): Promise<ScriptedServer> {
  const serve = mock()
  return scripted((req, res, n) => (n % k === 0 ? req.socket.destroy() : serve(req, res)))
}

/**
 * `500 Internal Server Error` as plain text, to everything.
 *
 * @example
 * const server = await plainText500()
 */
export async function plainText500(): Promise<ScriptedServer> {
  return scripted((req, res) => {
    req.resume()
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error')
  })
}

/**
 * Another contract: lists wrapped in `{ data }` with string ids and no paging headers, creates
 * answered 200 with the body echoed, no auth, no /store, and errors as plain text.
 *
 * @example
 * const server = await otherContract()
 */
export async function otherContract(): Promise<ScriptedServer> {
  const items = new Map<string, Array<Record<string, unknown>>>([
    ['pets', [{ id: '1', name: 'Rex', category: 'Dogs' }]],
    ['categories', [{ id: '1', title: 'Dogs' }]],
  ])
  return scripted((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const [, , , collection, id] = (req.url ?? '/').split('?')[0]!.split('/')
      const list = collection === undefined ? undefined : items.get(collection)
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      if (!list) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found')
      if (req.method === 'GET' && id === undefined) return json(200, { data: list })
      if (req.method === 'POST') {
        let body: unknown
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          return res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad Request')
        }
        // A deeply nested hostile name would overflow JSON.stringify: only text is echoed.
        const name = (body as { name?: unknown } | null)?.name
        return json(200, {
          name: typeof name === 'string' ? name : '',
          id: String(list.length + 1),
        })
      }
      const found = list.find((item) => item.id === id)
      if (!found) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found')
      return json(200, found)
    })
  })
}

async function scripted(handler: Handler): Promise<ScriptedServer> {
  const { server, port } = await listen((req, res, n) => {
    result.requests = n
    handler(req, res, n)
  })
  const result: ScriptedServer = {
    url: `http://127.0.0.1:${port}/api/v1`,
    requests: 0,
    diedOn: undefined,
    close: () => stop(server),
  }
  return result
}
