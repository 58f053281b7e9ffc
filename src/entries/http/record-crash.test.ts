/**
 * `serve --proxy <url> --record <file.har>` killed with SIGKILL in the middle of a burst of
 * proxied creates: the HAR file still opens, and holds every exchange whose answer the client got.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { burstThenKill, spawnServe } from '../../../test/support/serve-child'
import type { Har } from '../../runtime/har/types'
import { createPetstoreHttpServer, type PetstoreHttpServer } from './petstore-http-server'

let dir: string
let backend: PetstoreHttpServer

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'petstore-record-crash-'))
  backend = await createPetstoreHttpServer({ port: 0, scenario: 'empty' })
})
afterEach(async () => {
  await backend.close()
  rmSync(dir, { recursive: true, force: true })
})

it('keeps every exchange answered before a kill -9 mid-burst, in a file that still parses', async () => {
  const file = join(dir, 'session.har')
  const serve = spawnServe(['--proxy', backend.url, '--record', file])
  const burst = await burstThenKill(serve, { connections: 10, killAfter: 400 })
  expect(burst.acknowledged.length).toBeGreaterThanOrEqual(400)

  const har = JSON.parse(readFileSync(file, 'utf8')) as Har
  const recorded = new Set(
    har.log.entries
      .filter((e) => e.request.method === 'POST' && e.response.status === 201)
      .map((e) => (JSON.parse(e.response.content.text ?? '{}') as { id: number }).id),
  )
  const lost = burst.acknowledged.filter((id) => !recorded.has(id))
  expect(lost).toEqual([])

  // Started again on the same file, it appends: the killed run's exchanges stay.
  const again = spawnServe(['--proxy', backend.url, '--record', file])
  await again.url
  await again.stop('SIGTERM')
  const after = JSON.parse(readFileSync(file, 'utf8')) as Har
  expect(after.log.entries).toHaveLength(har.log.entries.length)
  expect(again.out.join('\n')).toContain(`appending to ${file}`)
}, 180_000)
