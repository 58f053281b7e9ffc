/**
 * `serve --state <file>`: a state shared in the browser or a test, served over HTTP with the
 * same answers; a file that cannot load stops the start with the reason.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createPetstore } from '../../controller/petstore'
import { createApiClient } from '../../conformance/client'
import { main, type CliIo } from './main'

const dir = mkdtempSync(join(tmpdir(), 'petstore-state-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function terminal() {
  const out: string[] = []
  const err: string[] = []
  let stop: (signal: string) => void = () => undefined
  const stopped = new Promise<string>((resolve) => (stop = resolve))
  const io: CliIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    untilStopped: () => stopped,
  }
  return { io, out, err, stop }
}

describe('serve --state', () => {
  it('serves the shared store with the same GET bodies', async () => {
    const source = createPetstore({ baseUrl: 'http://source.test/api/v1', seed: 9 })
    await source.given.pet({ name: 'Shared Sam', status: 'sold' })
    const file = join(dir, 'state.txt')
    writeFileSync(file, await source.share())
    const { io, out, stop } = terminal()
    const running = main(['serve', '--port', '0', '--state', file], io)
    await expect.poll(() => out.some((l) => /API +http/.test(l)), { timeout: 15_000 }).toBe(true)
    const url = /(http:\/\/\S+\/api\/v1)/.exec(out.find((l) => /API +http/.test(l))!)![1]!
    const api = createApiClient({ baseUrl: url })
    const served = await api.get('/pets?limit=100&sort=-id')
    const expected = await source.fetch(
      new Request('http://source.test/api/v1/pets?limit=100&sort=-id', {
        headers: { Authorization: 'Bearer petstore-demo-key' },
      }),
    )
    expect(served.body).toEqual(await expected!.json())
    expect((served.body as Array<{ name: string }>)[0]?.name).toBe('Shared Sam')
    stop('SIGINT')
    expect(await running).toBe(0)
  })

  it('refuses a damaged state file with the reason, and --state beside --scenario', async () => {
    const file = join(dir, 'bad.txt')
    writeFileSync(file, 'petstore-state.1.nonsense')
    const { io, err } = terminal()
    expect(await main(['serve', '--port', '0', '--state', file], io)).toBe(1)
    expect(err.join('\n')).toMatch(/state file .*bad\.txt cannot be loaded: .*damaged or cut short/)
    const usage = terminal()
    expect(await main(['serve', '--state', file, '--scenario', 'empty'], usage.io)).toBe(2)
    expect(usage.err.join('\n')).toContain('--state brings its own store; drop --scenario.')
  })
})
