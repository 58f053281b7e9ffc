import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { bugReportOf } from '../../controller/bug-report'
import { createPetstore } from '../../controller/petstore'
import { StoreSnapshotError } from '../../db/snapshot'
import { fromBugReport } from './index'

const BASE = 'http://report.test/api/v1'
const AUTH = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }
const dir = mkdtempSync(join(tmpdir(), 'petstore-report-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('replays a bug report in Node: the same answers, and the requests that led there', async () => {
  const app = createPetstore({ baseUrl: BASE })
  await app.ready
  const init = { method: 'POST', headers: AUTH, body: JSON.stringify({ name: 'Reported' }) }
  await app.fetch(new Request(`${BASE}/categories`, init))
  const report = await bugReportOf(app, 'TestBrowser/1.0', 'http://app.test/shop#petstore-state=x')
  expect(report).toMatchObject({
    versions: { browser: 'TestBrowser/1.0' },
    page: 'http://app.test/shop',
  })
  expect(JSON.stringify(report)).not.toContain('petstore-demo-key')
  const file = join(dir, 'report.json')
  writeFileSync(file, JSON.stringify(report))

  const replayed = await fromBugReport(file, { baseUrl: BASE })
  expect(replayed.report.requests.map((e) => e.operationId)).toEqual(['createCategory'])
  expect(replayed.report.har.log.entries).toHaveLength(1)
  const list = async (mock: typeof app) =>
    (await mock.fetch(new Request(`${BASE}/categories?limit=100`, { headers: AUTH })))!.json()
  expect(await list(replayed)).toEqual(await list(app))
})

it('refuses a file that is not a bug report, naming why', async () => {
  await expect(fromBugReport({ format: 'other' })).rejects.toThrow(StoreSnapshotError)
  await expect(
    fromBugReport({ format: 'petstore-mock/bug-report', version: 1, state: 'x', requests: [] }),
  ).rejects.toThrow(/not a petstore-mock state text/)
})
