/**
 * `petstore-mock` end to end: main() in-process with a fake terminal, then the real bin spawned
 * as a user runs it, serving over HTTP and stopping cleanly on Ctrl-C (SIGINT).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../conformance/client'
import { main, packageVersion, type CliIo } from './main'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const bin = fileURLToPath(new URL('../../../bin/petstore-mock.js', import.meta.url))

/** A terminal that records what the CLI prints and stops it on demand. */
function fakeTerminal() {
  const out: string[] = []
  const err: string[] = []
  let stop: (signal: string) => void = () => undefined
  const stopped = new Promise<string>((resolve) => (stop = resolve))
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    untilStopped: () => stopped,
  }
  return { io, out, err, stop }
}

async function waitForLine(
  lines: string[],
  pattern: RegExp,
  timeout = 15_000,
): Promise<RegExpMatchArray> {
  await expect.poll(() => lines.some((line) => pattern.test(line)), { timeout }).toBe(true)
  return lines.map((line) => pattern.exec(line)).find(Boolean) as RegExpMatchArray
}

describe('main', () => {
  it('prints the help and exits 0', async () => {
    const { io, out } = fakeTerminal()
    expect(await main(['--help'], io)).toBe(0)
    expect(out.join('\n')).toContain('petstore-mock serve [options]')
  })

  it('prints the version from package.json', async () => {
    const { io, out } = fakeTerminal()
    expect(await main(['--version'], io)).toBe(0)
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string }
    expect(out).toEqual([pkg.version])
    expect(packageVersion()).toBe(pkg.version)
  })

  it('exits 2 with a sentence and a pointer to --help on a bad command line', async () => {
    const { io, out, err } = fakeTerminal()
    expect(await main(['serve', '--prot', '1'], io)).toBe(2)
    expect(out).toEqual([])
    expect(err).toEqual([
      'petstore-mock: Unknown option --prot. Did you mean --port?',
      'Run petstore-mock --help to see every option.',
    ])
  })

  it('serves until stopped: URL, keys and a curl line first, then one log line per request', async () => {
    const { io, out, err, stop } = fakeTerminal()
    const exit = main(['serve', '--port', '0', '--scenario', 'empty', '--admin'], io)
    const [, url] = await waitForLine(out, /^ {2}API {8}(http:\/\/127\.0\.0\.1:\d+\/api\/v1)$/)
    expect(out).toContain(
      '  API keys   petstore-demo-key (read, write), petstore-readonly-key (read only)',
    )
    expect(out).toContain(
      `  Try        curl -H 'Authorization: Bearer petstore-demo-key' '${url}/pets?limit=3'`,
    )
    expect(out.some((line) => line.startsWith('  Admin      http://127.0.0.1:'))).toBe(true)

    const res = await createApiClient({ baseUrl: url as string }).post('/categories', {
      name: 'Dogs',
    })
    expect(res.status).toBe(201)
    await waitForLine(out, /^POST \/api\/v1\/categories 201 [\d.]+ms$/)

    stop('SIGINT')
    expect(await exit).toBe(0)
    expect(out.slice(-2)).toEqual(['Stopping (SIGINT)…', 'Stopped.'])
    expect(err).toEqual([])
  })

  it('proxies with --proxy: chosen operations from the real backend, the rest mocked, violations logged', async () => {
    const backend = createHttpServer((req, res) => {
      // A real backend that breaks the contract: a pet list with pets lacking every field.
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Total-Count': '1' })
      res.end('[{"id":99}]')
    })
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    const target = `http://127.0.0.1:${(backend.address() as { port: number }).port}/api/v1`
    const { io, out, stop } = fakeTerminal()
    const exit = main(['serve', '--port', '0', '--proxy', target, '--proxy-only', 'listPets'], io)
    try {
      const [, url] = await waitForLine(out, /^ {2}API {8}(http:\S+)$/)
      expect(out).toContain(
        `  Proxy      listPets → ${target} (answers checked against openapi.yaml)`,
      )
      const headers = { Authorization: 'Bearer petstore-demo-key' }
      const proxied = await fetch(`${url}/pets`, { headers })
      expect(await proxied.json()).toEqual([{ id: 99 }])
      await waitForLine(
        out,
        /^ {2}proxy: GET \/pets \(listPets\) 200 from the real backend breaks openapi\.yaml: body\.0\.name is required$/,
      )
      const mocked = await createApiClient({ baseUrl: url as string }).get('/categories')
      expect(mocked.status).toBe(200)
      expect((mocked.body as unknown[]).length).toBeGreaterThan(0)
    } finally {
      stop('SIGINT')
      await exit
      backend.close()
    }
  })

  it('turns auth off with --no-auth and says so', async () => {
    const { io, out, stop } = fakeTerminal()
    const exit = main(['serve', '--port', '0', '--no-auth', '--quiet'], io)
    const [, url] = await waitForLine(out, /^ {2}API {8}(http:\S+)$/)
    expect(out).toContain('  API keys   none needed (--no-auth)')
    expect(out).toContain(`  Try        curl '${url}/pets?limit=3'`)
    expect((await fetch(`${url}/pets`)).status).toBe(200)
    stop('SIGTERM')
    expect(await exit).toBe(0)
  })

  it('refuses to serve /__admin on a network address without a token: exit 2, naming the flag', async () => {
    const { io, out, err } = fakeTerminal()
    expect(await main(['serve', '--port', '0', '--host', '0.0.0.0', '--admin'], io, {})).toBe(2)
    expect(out).toEqual([])
    expect(err[0]).toMatch(
      /^petstore-mock: --admin-token is required to serve \/__admin on 0\.0\.0\.0, which other machines can reach: start with --admin-token <token> \(or set PETSTORE_ADMIN_TOKEN\)/,
    )
  })

  it('asks every /__admin request for the token given in PETSTORE_ADMIN_TOKEN', async () => {
    const token = 'b7d1c0ffee2a4e19'
    const { io, out, stop } = fakeTerminal()
    const exit = main(['serve', '--port', '0', '--admin', '--quiet'], io, {
      PETSTORE_ADMIN_TOKEN: token,
    })
    const [, origin] = await waitForLine(out, /^ {2}Admin {6}(http:\S+)\/__admin /)
    expect((await fetch(`${origin}/__admin`)).status).toBe(401)
    const res = await fetch(`${origin}/__admin`, { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    expect(out.join('\n')).not.toContain(token)
    stop('SIGTERM')
    expect(await exit).toBe(0)
  })

  it('exits 1 with advice when the port is taken', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as { port: number }
    try {
      const { io, err } = fakeTerminal()
      expect(await main(['serve', '--port', String(port)], io)).toBe(1)
      expect(err[0]).toBe(
        `petstore-mock: port ${port} is in use. Stop whatever holds it, or pick another with --port (0 picks a free one).`,
      )
    } finally {
      taken.close()
    }
  })
})

describe('the petstore-mock bin', () => {
  it('is declared in package.json as an executable ESM file', () => {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      bin: Record<string, string>
    }
    expect(pkg.bin['petstore-mock']).toBe('bin/petstore-mock.js')
    expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/)
  })

  it('serves over HTTP when spawned and stops cleanly on SIGINT', async () => {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--scenario', 'empty'], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    const output = collect(child)
    try {
      // Start-up compiles the TypeScript sources first, which takes a while on a busy machine.
      const [, url] = await waitForLine(
        output.out,
        /^ {2}API {8}(http:\/\/127\.0\.0\.1:\d+\/api\/v1)$/,
        45_000,
      )
      const res = await fetch(`${url}/pets`, {
        headers: { Authorization: 'Bearer petstore-demo-key' },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual([])
      await waitForLine(output.out, /^GET \/api\/v1\/pets 200 /)

      child.kill('SIGINT')
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code).toBe(0)
      expect(output.out.slice(-1)).toEqual(['Stopped.'])
      expect(output.err.join('\n')).toBe('')
      await expect(fetch(`${url}/pets`)).rejects.toThrow()
    } finally {
      child.kill('SIGKILL')
    }
  }, 90_000)

  it('prints the help when spawned with --help', async () => {
    const child = spawn(process.execPath, [bin, '--help'], { cwd: root })
    const output = collect(child)
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(0)
    expect(output.out.join('\n')).toContain('--fault-rate <r>')
  }, 60_000)
})

function collect(child: ChildProcessWithoutNullStreams): { out: string[]; err: string[] } {
  const output = { out: [] as string[], err: [] as string[] }
  for (const [stream, lines] of [
    [child.stdout, output.out],
    [child.stderr, output.err],
  ] as const) {
    let rest = ''
    stream.setEncoding('utf8').on('data', (text: string) => {
      const parts = (rest + text).split('\n')
      rest = parts.pop() ?? ''
      lines.push(...parts)
    })
  }
  return output
}
