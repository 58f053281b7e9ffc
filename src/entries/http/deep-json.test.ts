/**
 * JSON nested 10,000 levels deep at every door that takes JSON from outside: the API, each
 * /__admin door with a body, a state text, HAR and snapshot files, `serve --data` and
 * `serve --scenario-from`. Each answers a 400 Error object (or exit 1) naming the depth limit,
 * never a 500 or a stack overflow.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../../base/json'
import { contractViolations } from '../../contract/response-check'
import { main, type CliIo } from '../cli/main'
import { fromFile } from '../node/replay-files'
import { fromBugReport } from '../node'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

const LIMIT = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`
const DEEP = '['.repeat(10_000) + ']'.repeat(10_000)
/** A HAR and a snapshot whose shapes are right up to the point where they go 10k levels down. */
const DEEP_HAR = `{"log":{"version":"1.2","entries":[{"request":${DEEP}}]}}`
const DEEP_SNAPSHOT = `{"categories":[],"pets":[],"inventory":[],"orders":[${DEEP}]}`

let mock: PetstoreHttpServer
let dir: string

beforeAll(async () => {
  mock = await createPetstoreHttpServer({ port: 0, scenario: 'empty', admin: true })
  dir = mkdtempSync(join(tmpdir(), 'petstore-deep-'))
})
afterAll(async () => {
  await mock.close()
  rmSync(dir, { recursive: true, force: true })
})

async function send(method: string, path: string, body: string) {
  const res = await fetch(`${mock.origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer petstore-demo-key' },
    body,
  })
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown }
}

function file(name: string, text: string): string {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

async function serve(args: string[]): Promise<{ code: number; err: string }> {
  const err: string[] = []
  const io: CliIo = {
    out: () => undefined,
    err: (line) => err.push(line),
    untilStopped: () => new Promise(() => undefined),
  }
  const code = await main(['serve', '--port', '0', '--quiet', ...args], io)
  return { code, err: err.join('\n') }
}

describe('JSON nested 10,000 levels deep', () => {
  it('gets 400 invalid_json naming the limit from the API', async () => {
    const res = await send('POST', '/api/v1/pets', DEEP)
    expect(res.body).toEqual({
      code: 'invalid_json',
      message: `The body is ${LIMIT}, the limit.`,
      status: 400,
    })
    expect(contractViolations('createPet', res)).toEqual([])
  })

  it.each(['/scenario', '/settings', '/import', '/store', '/rewind'])(
    'gets 400 invalid_json naming the limit from /__admin%s',
    async (door) => {
      const res = await send(door === '/store' ? 'PUT' : 'POST', `/__admin${door}`, DEEP)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'invalid_json', status: 400 })
      expect((res.body as { message: string }).message).toContain(LIMIT)
    },
  )

  it('gets 400 from /__admin/import for a deep dump nested in the body, and keeps the store', async () => {
    const res = await send('POST', '/__admin/import', `{"format":${DEEP},"dump":${DEEP}}`)
    expect(res.status).toBe(400)
    expect((res.body as { message: string }).message).toContain(LIMIT)
    expect(await mock.petstore.snapshot()).toMatchObject({ pets: [] })
  })

  it('gets 400 from /__admin/import for a state text whose content is too deep', async () => {
    const state = `petstore-state.1.${deflateRawSync(DEEP).toString('base64url')}`
    const res = await send('POST', '/__admin/import', JSON.stringify(state))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'validation_failed', status: 400 })
    expect(JSON.stringify(res.body)).toContain(LIMIT)
  })

  it('is refused in a HAR file, a snapshot file and a bug report, naming the file', async () => {
    const har = file('deep.har', DEEP_HAR)
    const snapshot = file('deep-snapshot.json', DEEP_SNAPSHOT)
    const report = file('deep-report.json', DEEP)
    expect(() => fromFile(har)).toThrow(`${har} is ${LIMIT}`)
    expect(() => fromFile(snapshot)).toThrow(`${snapshot} is ${LIMIT}`)
    await expect(fromBugReport(report)).rejects.toThrow(`${report}: ${LIMIT}`)
  })

  it('makes serve --scenario-from exit 1 naming the limit and the file', async () => {
    for (const path of [file('from.har', DEEP_HAR), file('from.json', DEEP_SNAPSHOT)]) {
      const { code, err } = await serve(['--scenario-from', path])
      expect(code).toBe(1)
      expect(err).toContain(path)
      expect(err).toContain(LIMIT)
    }
  })

  it('makes serve --data exit 1 naming the limit and the file', async () => {
    const path = file('data.json', DEEP_SNAPSHOT)
    const { code, err } = await serve(['--data', path])
    expect(code).toBe(1)
    expect(err).toContain(path)
    expect(err).toContain(LIMIT)
  })
})
