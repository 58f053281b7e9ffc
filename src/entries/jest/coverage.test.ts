/**
 * The Jest global setup / teardown pair, driven the way Jest drives them: setup, then test files
 * writing their coverage (here two mocks in this process), then teardown. Jest itself is not
 * installed in this repo; the consumer suite runs it against the packed package.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CoverageReport } from '../../runtime/coverage'
import { createPetstore } from '../../controller/petstore'
import { writeFileCoverage } from '../test-kit/coverage-run'
import { petstoreCoverageSetup, petstoreCoverageTeardown } from './coverage'

function outFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'petstore-jest-')), 'petstore-coverage.json')
}

async function testFileAnswering(path: string): Promise<void> {
  const petstore = createPetstore({ baseUrl: 'http://shop.test/api/v1' })
  await petstore.ready
  const request = new Request(`http://shop.test/api/v1${path}`, {
    headers: { Authorization: 'Bearer petstore-demo-key' },
  })
  expect((await getResponse(petstore.handlers, request))?.status).toBe(200)
  writeFileCoverage(petstore.coverage())
}

afterEach(() => vi.restoreAllMocks())

describe('petstoreCoverageSetup and petstoreCoverageTeardown', () => {
  it('merge every test file of the run into one report and print the table', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const file = outFile()
    await petstoreCoverageSetup({ outFile: file })()
    await testFileAnswering('/pets')
    await testFileAnswering('/store/inventory')
    await petstoreCoverageTeardown()
    const report = JSON.parse(readFileSync(file, 'utf8')) as CoverageReport
    expect(report.summary).toMatchObject({ operationsSeen: 2, responsesSeen: 2 })
    expect(String(write.mock.calls.at(-1)?.[0])).toContain('Petstore API coverage')
  })

  it('fail the run below minOperations, naming what was never exercised', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    await petstoreCoverageSetup({ outFile: outFile(), minOperations: 1 })()
    await testFileAnswering('/pets')
    await expect(petstoreCoverageTeardown()).rejects.toThrow(
      /below minOperations 100%; never exercised: createPet/,
    )
  })

  it('refuse a misused threshold at setup, before any test runs', async () => {
    await expect(petstoreCoverageSetup({ minOperations: 2 })()).rejects.toThrow(/minOperations/)
  })

  it('say what is missing when the teardown runs without the setup', async () => {
    await expect(petstoreCoverageTeardown()).rejects.toThrow(
      /without petstoreCoverageSetup; list both in jest.config/,
    )
  })
})
