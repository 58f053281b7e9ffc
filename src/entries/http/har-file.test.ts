import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { harEntry } from '../../runtime/har/build'
import type { Har } from '../../runtime/har/types'
import { ProxyRecording } from '../../runtime/proxy/recording'
import { HarFileError, openHarFile, syncHarFile } from './har-file'

const dir = mkdtempSync(join(tmpdir(), 'petstore-har-file-'))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function exchange(n: number) {
  return harEntry({
    startedAt: new Date(0),
    durationMs: 1,
    method: 'GET',
    url: `http://backend.test/api/v1/pets/${n}`,
    requestHeaders: new Headers(),
    requestBody: undefined,
    status: 200,
    statusText: 'OK',
    responseHeaders: new Headers({ 'content-type': 'application/json' }),
    responseBody: `{"id":${n}}`,
    mock: { operationId: 'getPetById', proxied: true },
  })
}

it('has every exchange recorded before settled() in the file once it resolves, as valid HAR', async () => {
  const recording = new ProxyRecording()
  const file = join(dir, 'a.har')
  const sync = syncHarFile(recording, file)
  await sync.settled()
  expect((JSON.parse(readFileSync(file, 'utf8')) as Har).log.entries).toEqual([])
  for (let n = 1; n <= 25; n++) recording.add(exchange(n))
  await sync.settled()
  const har = JSON.parse(readFileSync(file, 'utf8')) as Har
  expect(har.log.entries.map((e) => e.request.url.split('/').pop())).toEqual(
    Array.from({ length: 25 }, (_, i) => String(i + 1)),
  )
  expect(har).toEqual({ log: { ...har.log, entries: recording.entries } })
  await sync.close()
})

it('reports a write that fails and does not hold the answer back', async () => {
  const recording = new ProxyRecording()
  const errors: string[] = []
  const sync = syncHarFile(recording, join(dir, 'missing', 'b.har'), {
    onError: (error) => errors.push(error.message),
  })
  recording.add(exchange(1))
  await sync.settled()
  expect(errors.length).toBeGreaterThan(0)
  expect(errors[0]).toContain('missing')
  await sync.close()
})

it('refuses to append to a HAR whose entries are not HAR entries', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'petstore-har-odd-')), 'odd.har')
  for (const entries of [[{ request: 1, response: 2 }], [1], [{ request: {}, response: {} }]]) {
    writeFileSync(file, JSON.stringify({ log: { entries } }))
    await expect(openHarFile(file)).rejects.toThrow(HarFileError)
  }
})

it('says it replaced an empty or whitespace-only file rather than doing so silently', async () => {
  const own = mkdtempSync(join(tmpdir(), 'petstore-har-blank-'))
  for (const text of ['', '  \n\t']) {
    const file = join(own, 'blank.har')
    writeFileSync(file, text)
    expect(await openHarFile(file)).toMatchObject({ kept: 0, replaced: true })
    expect((JSON.parse(readFileSync(file, 'utf8')) as Har).log.entries).toEqual([])
  }
  expect(await openHarFile(join(own, 'new.har'))).toMatchObject({ replaced: false })
  rmSync(own, { recursive: true })
})
