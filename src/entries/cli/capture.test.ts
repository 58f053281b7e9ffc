/**
 * Capture and replay end to end: a second `serve` with another seed stands in for the real
 * backend on 127.0.0.1; `petstore-mock capture` reads it into a file; the backend stops; `serve
 * --scenario-from` replays the file offline and keeps running statefully.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createPetstoreHttpServer } from '../http/petstore-http-server'
import { createApiClient } from '../../conformance/client'
import { main, type CliIo } from './main'

const KEY = 'petstore-demo-key'
const GETS = [
  '/categories?limit=100',
  '/pets?limit=100',
  '/pets?limit=5&offset=10&sort=-name',
  '/store/inventory?limit=100',
  '/store/orders?limit=100',
  '/store/orders/3',
  '/pets/4',
]

const stops: Array<() => unknown> = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

function terminal() {
  const out: string[] = []
  const err: string[] = []
  let stop: (signal: string) => void = () => undefined
  const stopped = new Promise<string>((resolve) => (stop = resolve))
  const progress: string[] = []
  const io: CliIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    untilStopped: () => stopped,
    // What a terminal's progress line shows, one rewrite after another.
    progress: (l) => progress.push(l),
  }
  return { io, out, err, stop, progress }
}

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'petstore-capture-'))
}

async function backend(seed: number) {
  const server = await createPetstoreHttpServer({ port: 0, seed })
  stops.push(() => server.close())
  return server
}

/** `serve --scenario-from <file>` in-process; resolves with its API URL once it listens. */
async function serveFrom(file: string) {
  const { io, out, err, stop } = terminal()
  const exit = main(['serve', '--port', '0', '--quiet', '--scenario-from', file], io)
  stops.push(async () => {
    stop('SIGTERM')
    await exit
  })
  const api = /^\s+API\s+(http\S+)$/
  await expect.poll(() => out.some((l) => api.test(l)) || err.length > 0).toBe(true)
  const url = api.exec(out.find((l) => api.test(l)) ?? '')?.[1]
  return { url: url as string, out, err, exit }
}

async function tiny(listener: RequestListener): Promise<string> {
  const server: Server = createServer(listener)
  stops.push(() => new Promise((resolve) => server.close(resolve)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  server.on('connection', (socket) => stops.push(() => socket.destroy()))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
}

function json(res: Parameters<RequestListener>[1], body: unknown) {
  const text = JSON.stringify(body)
  const count = Array.isArray(body) ? body.length : 0
  res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': String(count) })
  res.end(text)
}

describe('petstore-mock capture, then serve --scenario-from: staging to an offline demo in two commands', () => {
  it('captures a running backend into one store file, and the replay with the backend stopped answers the same GETs with the same bodies', async () => {
    const real = await backend(7)
    const file = join(folder(), 'staging.json')
    const { io, out, err, progress } = terminal()
    expect(await main(['capture', real.url, '--key', KEY, '-o', file], io)).toBe(0)
    expect(err).toEqual([])
    expect(progress).toContain('Capturing pets: 48 of 48 · 2 requests')
    expect(progress.at(-1)).toBe('')
    expect(out[0]).toMatch(
      /^Captured 6 categories, 48 pets, 48 inventory entries and \d+ orders from .* in \d+ requests into .*staging.json\.$/,
    )
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      format: 'petstore-mock/store',
      version: 1,
    })
    const realApi = createApiClient({ baseUrl: real.url })
    const expected = await Promise.all(GETS.map((path) => realApi.get(path)))
    await real.close()

    const replay = await serveFrom(file)
    expect(replay.out.join('\n')).toContain(`(scenario from ${file}, seed 1)`)
    const api = createApiClient({ baseUrl: replay.url })
    for (const [i, path] of GETS.entries()) {
      const res = await api.get(path)
      expect([path, res.status, res.body]).toEqual([path, 200, expected[i]!.body])
      expect(res.headers.get('x-total-count')).toBe(expected[i]!.headers.get('x-total-count'))
    }
  })

  it('replays as state, not canned answers: an order placed during replay shows in the next GET and takes stock, where WireMock or @msw/source would answer the recorded GET unchanged', async () => {
    const real = await backend(11)
    const file = join(folder(), 'store.json')
    expect(await main(['capture', real.url, '-o', file, '--key', KEY], terminal().io)).toBe(0)
    await real.close()
    const api = createApiClient({ baseUrl: (await serveFrom(file)).url })
    const items = (
      await api.get<Array<{ petId: number; quantity: number }>>(
        '/store/inventory?limit=100&status=available',
      )
    ).body
    const stocked = items.find((item) => item.quantity >= 2)!
    const placed = await api.post<{ id: number }>('/store/orders', {
      petId: stocked.petId,
      quantity: 1,
    })
    expect(placed.status).toBe(201)
    expect((await api.get(`/store/orders/${placed.body.id}`)).body).toMatchObject({
      petId: stocked.petId,
      quantity: 1,
      complete: false,
    })
    expect((await api.get(`/store/inventory/${stocked.petId}`)).body).toMatchObject({
      quantity: stocked.quantity - 1,
    })
    // The rules hold as on the real backend: a pet with an open order cannot be deleted.
    expect((await api.delete(`/pets/${stocked.petId}`)).code).toBe('pet_has_open_orders')
  })

  it('leaves out records that break the contract or the store rules, naming each and why', async () => {
    const url = await tiny((req, res) => {
      const path = new URL(req.url!, 'http://x').pathname
      if (path.endsWith('/categories')) {
        return json(res, [
          { id: 1, name: 'Dogs' },
          { id: 2, name: 'dogs' },
        ])
      }
      if (path.endsWith('/pets')) {
        return json(res, [
          { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
          { id: 2, name: 'Ghost', categoryId: 9, status: 'available' },
          { id: 3, name: 'Odd', categoryId: 1, status: 'flying' },
          { id: 4, name: 'Tom', categoryId: 1, status: 'sold' },
        ])
      }
      if (path.endsWith('/inventory')) {
        return json(res, [
          { petId: 1, quantity: 2, status: 'available' },
          { petId: 2, quantity: 1, status: 'available' },
          { petId: 4, quantity: 1, status: 'available' },
        ])
      }
      return json(res, [])
    })
    const file = join(folder(), 'store.json')
    const { io, out } = terminal()
    expect(await main(['capture', url, '-o', file], io)).toBe(0)
    expect(out).toContain('  category 2: name repeats the name of category 1')
    expect(out).toContain('  pet 2: categoryId must name an existing category; 9 does not exist')
    expect(out.find((l) => l.startsWith('  pet 3: breaks openapi.yaml: status'))).toBeDefined()
    expect(out).toContain(
      '  pet 4: its inventory entry: status must equal its pet\'s status "sold", got "available"',
    )
    const { dump } = JSON.parse(readFileSync(file, 'utf8')) as { dump: { pets: unknown[] } }
    expect(dump.pets).toEqual([{ id: 1, name: 'Rex', categoryId: 1, status: 'available' }])
  })
})

describe('a capture that cannot finish writes nothing', () => {
  const attempt = async (argv: string[]) => {
    const dir = folder()
    const file = join(dir, 'store.json')
    const { io, out, err } = terminal()
    const code = await main(['capture', ...argv, '-o', file], io)
    return { code, out, err, files: readdirSync(dir), file }
  }

  it('exits 1 when the server is unreachable, naming it', async () => {
    const url = await tiny(() => undefined)
    const port = new URL(url).port
    await stops.pop()!()
    const result = await attempt([url])
    expect(result.code).toBe(1)
    expect(result.err).toEqual([
      `petstore-mock capture: could not reach http://127.0.0.1:${port}/api/v1 (ECONNREFUSED). Nothing was written to ${result.file}.`,
    ])
    expect(result.files).toEqual([])
  })

  it('exits 1 on a 401, saying how to pass a key', async () => {
    const real = await backend(3)
    const result = await attempt([real.url, '--key', 'wrong-key'])
    expect(result.code).toBe(1)
    expect(result.err[0]).toMatch(
      /refused the request \(401 unauthorized: .*\); pass a key that may read with --key or PETSTORE_KEY\. Nothing was written/,
    )
    expect(result.files).toEqual([])
  })

  it('exits 1 when the backend drops the connection mid-capture, and leaves an older file as it was', async () => {
    const url = await tiny((req, res) => {
      if (req.url!.includes('/categories')) return json(res, [{ id: 1, name: 'Dogs' }])
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '2' })
      res.write('[{"id":1,"name":"Rex",')
      setTimeout(() => res.socket?.destroy(), 20)
    })
    const dir = folder()
    const file = join(dir, 'store.json')
    writeFileSync(file, 'the previous capture')
    const { io, err } = terminal()
    expect(await main(['capture', url, '-o', file], io)).toBe(1)
    expect(err[0]).toMatch(
      /the connection to 127\.0\.0\.1:\d+ failed while reading GET .*\/pets\?limit=100&offset=0 \(.*\)\. Nothing was written to .*store\.json\.$/,
    )
    expect(readFileSync(file, 'utf8')).toBe('the previous capture')
    expect(readdirSync(dir)).toEqual(['store.json'])
  })

  it('stops at --max-requests rather than write part of a store', async () => {
    const real = await backend(3)
    const result = await attempt([real.url, '--key', KEY, '--max-requests', '2'])
    expect(result.code).toBe(1)
    expect(result.err[0]).toMatch(
      /reached --max-requests 2 before the last page of inventory \(0 read\); raise --max-requests/,
    )
    expect(existsSync(result.file)).toBe(false)
  })

  it('exits 2 on a bad command line', async () => {
    const { io, err } = terminal()
    expect(await main(['capture', 'staging.example.com'], io)).toBe(2)
    expect(err[0]).toMatch(/the base URL must be an absolute http\(s\) URL/)
  })
})

describe('serve --scenario-from refuses a file it cannot replay, naming the file and the problem', () => {
  const refused = async (name: string, text: string) => {
    const file = join(folder(), name)
    writeFileSync(file, text)
    const { io, err, out } = terminal()
    const code = await main(['serve', '--port', '0', '--scenario-from', file], io)
    return { code, err, out, file }
  }

  it('a truncated HAR file', async () => {
    const r = await refused('cut.har', '{"log": {"version": "1.2", "entries": [{"request": ')
    expect(r.code).toBe(1)
    expect(r.err[0]).toMatch(
      new RegExp(
        `^petstore-mock: ${r.file} is not a HAR file or a store snapshot: its JSON ends early`,
      ),
    )
    expect(r.out).toEqual([])
  })

  it('a HAR file of another API', async () => {
    const har = {
      log: {
        version: '1.2',
        entries: [
          {
            request: { method: 'GET', url: 'https://api.github.com/repos/mswjs/msw' },
            response: { status: 200, headers: [], content: { text: '{}' } },
          },
        ],
      },
    }
    const r = await refused('github.har', JSON.stringify(har))
    expect(r.code).toBe(1)
    expect(r.err[0]).toBe(
      `petstore-mock: ${r.file} holds no exchange with the Petstore API: its one entry is not an operation of openapi.yaml under /api/v1 (it calls api.github.com). Record the app while it talks to the API under /api/v1 (the path --scenario-from replays; from code, fromHar(har, { baseUrl }) takes another). Nothing was started.`,
    )
  })

  it('a snapshot that references missing records', async () => {
    const store = {
      format: 'petstore-mock/store',
      version: 1,
      dump: {
        categories: [],
        pets: [{ id: 1, name: 'Rex', categoryId: 9, status: 'available' }],
        inventory: [{ petId: 1, quantity: 1, status: 'available' }],
        orders: [],
        nextIds: { category: 1, pet: 2, order: 1 },
      },
    }
    const r = await refused('broken.json', JSON.stringify(store))
    expect(r.code).toBe(1)
    expect(r.err[0]).toBe(
      `petstore-mock: ${r.file} is not a store snapshot this version can load: dump.pets[0].categoryId must name an existing category; 9 does not exist. Nothing was started.`,
    )
  })
})
