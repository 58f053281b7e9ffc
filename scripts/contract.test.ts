import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPetstore } from '../src/controller/petstore'
import { contractFlags } from '../src/entries/cli/conformance-run'
import { main, type CliIo } from '../src/entries/cli/main'

type Tamper = (request: Request, response: Response) => Promise<Response> | Response

// A tiny HTTP front for the mock (the full server lives in src/entries/http): what a real backend is
// to contract mode, a socket on loopback. `tamper` turns it into a backend with bugs.
async function serve(tamper?: Tamper): Promise<{ url: string; server: Server }> {
  const petstore = createPetstore({ now: '2026-11-01T00:00:00.000Z', validateResponses: false })
  await petstore.ready
  const server = createServer((req, res) => {
    void forward(req, res, petstore.handlers, tamper)
  })
  // As `serve`'s own server (src/entries/http/http-server.ts): with Node's 5 s, the check's next
  // request on a loaded machine went out on a socket the server was closing ("other side closed").
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/api/v1`, server }
}

async function forward(
  req: IncomingMessage,
  res: ServerResponse,
  handlers: Parameters<typeof getResponse>[0],
  tamper?: Tamper,
): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    ...(hasBody && { body: Buffer.concat(chunks) }),
  })
  let response =
    (await getResponse(handlers, request.clone())) ??
    Response.json({ code: 'not_found', message: 'No handler.', status: 404 }, { status: 404 })
  if (tamper) response = await tamper(request, response)
  const out = new Headers(response.headers)
  // Node sets the length of what it really sends; a tampered body would contradict the old one.
  out.delete('content-length')
  res.writeHead(response.status, Object.fromEntries(out.entries()))
  res.end(Buffer.from(await response.arrayBuffer()))
}

function capture(): CliIo & { text: () => string; stdout: () => string } {
  const lines: string[] = []
  const out: string[] = []
  return {
    out: (line) => {
      lines.push(line)
      out.push(line)
    },
    err: (line) => lines.push(line),
    untilStopped: () => new Promise(() => undefined),
    text: () => lines.join('\n'),
    stdout: () => out.join('\n'),
  }
}

const KEY = 'petstore-demo-key'
const READONLY = 'petstore-readonly-key'

describe('petstore-mock contract against a server over loopback', () => {
  let healthy: { url: string; server: Server }
  let broken: { url: string; server: Server }

  beforeAll(async () => {
    healthy = await serve()
    // Three bugs a real backend might have: a field missing from a pet, a 401 without its
    // challenge, and a crash that leaks a stack trace on one list.
    broken = await serve(async (request, response) => {
      const path = new URL(request.url).pathname
      if (request.method === 'GET' && /\/pets\/\d+$/.test(path) && response.status === 200) {
        const pet = (await response.json()) as Record<string, unknown>
        delete pet.name
        return Response.json(pet, { headers: response.headers })
      }
      if (response.status === 401) {
        const headers = new Headers(response.headers)
        headers.delete('www-authenticate')
        return new Response(response.body, { status: 401, headers })
      }
      if (
        path.endsWith('/store/inventory') &&
        request.method === 'GET' &&
        response.status === 200
      ) {
        return Response.json(
          {
            message: 'boom',
            stack: 'TypeError: x is undefined\n    at list (/srv/app/inventory.js:12:7)',
          },
          { status: 500 },
        )
      }
      return response
    })
  })
  afterAll(() => {
    healthy.server.close()
    broken.server.close()
  })

  it('passes the mock served over HTTP: every hostile group, every operation, the state rules', async () => {
    const io = capture()
    const code = await main(
      [
        'contract',
        healthy.url,
        '--key',
        KEY,
        '--readonly-key',
        READONLY,
        '--requests',
        '15',
        '--seed',
        '7',
      ],
      io,
      {},
    )
    expect(code, io.text()).toBe(0)
    expect(io.text()).toContain('every response kept the contract')
    expect(io.text()).toMatch(/hostile: .*: \d+ cases, 0 failed/)
    expect(io.text()).toMatch(/fuzz: cancelOrder mutated: 15 runs/)
  }, 120_000)

  it('finds the bugs of a broken server, names the broken checks and prints key-free reproducers', async () => {
    const io = capture()
    const code = await main(
      [
        'contract',
        broken.url,
        '--only',
        'getPetById:valid,listInventory,listPets:mutated',
        '--requests',
        '20',
        '--quiet',
      ],
      io,
      { PETSTORE_KEY: KEY },
    )
    const text = io.text()
    expect(code, text).toBe(1)
    expect(text).toContain('response_schema: body.name is required')
    expect(text).toContain('not_a_server_error: answered 500')
    expect(text).toContain('no_internal_leak')
    expect(text).toContain('response_headers: header WWW-Authenticate is missing')
    expect(text).toContain(`reproduce: curl -i -X GET '${broken.url}/pets/`)
    expect(text).toContain('${PETSTORE_KEY}')
    expect(text).toContain(`petstore-mock contract ${broken.url} --seed`)
    expect(text).not.toContain(KEY)
  }, 120_000)

  it('prints the report as JSON on stdout with --json, progress apart', async () => {
    const io = capture()
    const code = await main(
      ['contract', healthy.url, '--only', 'listCategories', '--requests', '5', '--json'],
      io,
      { PETSTORE_KEY: KEY },
    )
    expect(code, io.text()).toBe(0)
    const report = JSON.parse(io.stdout()) as { ok: boolean; baseUrl: string; numRuns: number }
    expect(report).toMatchObject({ ok: true, baseUrl: healthy.url, numRuns: 5 })
    expect(io.text()).toContain('fuzz: listCategories valid: 5 runs')
  })

  it('explains a usage error naming the flag with exit code 2, and an unreachable server with 1', async () => {
    const cases: Array<[string[], string]> = [
      [['contract', '--key', KEY], '<base-url> is required'],
      [['contract', 'localhost:4010', '--key', KEY], '<base-url> must be an http(s) URL'],
      [['contract', healthy.url], '--key (or PETSTORE_KEY) is required'],
      [
        ['contract', healthy.url, '--key', KEY, '--requests', 'many'],
        '--requests must be a whole number from 1 to 100000, not "many".',
      ],
      [['contract', healthy.url, '--key', KEY, '--runs', '5'], 'Unknown option --runs'],
      [['contract', healthy.url, '--key', KEY, '--path', '1:2'], '--path needs --only'],
    ]
    for (const [argv, message] of cases) {
      const usage = capture()
      expect(await main(argv, usage, {}), argv.join(' ')).toBe(2)
      expect(usage.text()).toContain(`petstore-mock contract: ${message}`)
      expect(usage.text()).toContain('Run petstore-mock contract --help')
    }
    const down = capture()
    expect(
      await main(['contract', 'http://127.0.0.1:9/api/v1', '--key', KEY, '--quiet'], down, {}),
    ).toBe(1)
    expect(down.text()).toContain(
      'STOPPED EARLY: the server could not be reached at http://127.0.0.1:9/api/v1',
    )
  })

  it('documents every flag in petstore-mock contract --help', async () => {
    const io = capture()
    expect(await main(['contract', '--help'], io, {})).toBe(0)
    for (const [name, flag] of Object.entries(contractFlags)) {
      expect(io.text()).toContain(`--${name}`)
      if ('short' in flag) expect(io.text()).toContain(`-${flag.short}, --${name}`)
    }
  })

  it('runs as the npm script, checking one operation from the command line', async () => {
    const { code, output } = await new Promise<{ code: number | null; output: string }>(
      (resolve) => {
        const child = spawn(
          'npm',
          [
            'run',
            '--silent',
            'contract',
            '--',
            healthy.url,
            '--only',
            'createPet',
            '--requests',
            '5',
            '--quiet',
          ],
          { env: { ...process.env, PETSTORE_KEY: KEY }, cwd: new URL('..', import.meta.url) },
        )
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.on('close', (exitCode) => resolve({ code: exitCode, output }))
      },
    )
    expect(code, output).toBe(0)
    expect(output).toContain(`Contract check of ${healthy.url}`)
  }, 60_000)
})
