import { describe, expect, it } from 'vitest'
import { contractOperations } from '../contract/operations'
import { Coverage } from './coverage'
import { formatReport } from '../conformance/report'
import type { ConformanceReport } from '../conformance/suite'

describe('the coverage of a run', () => {
  it('counts each documented status an operation answered, once, in document order', () => {
    const coverage = new Coverage()
    coverage.record('createPet', 201)
    coverage.record('createPet', 201)
    coverage.record('createPet', 400)
    coverage.record(undefined, 404)
    const report = coverage.report()
    expect(report.operations.map((op) => op.operationId)).toEqual(
      contractOperations.map((op) => op.operationId),
    )
    expect(report.operations.find((op) => op.operationId === 'createPet')?.answered).toEqual([
      201, 400,
    ])
    expect(report.summary).toMatchObject({
      operationsSeen: 1,
      operationsTotal: contractOperations.length,
      responsesSeen: 2,
    })
    expect(report.summary.responsesTotal).toBe(
      contractOperations.reduce((n, op) => n + op.statuses.length, 0),
    )
  })

  it('lists answers with statuses the contract does not document, with their count', () => {
    const coverage = new Coverage()
    coverage.record('listPets', 418)
    coverage.record('listPets', 418)
    expect(coverage.report().undocumented).toEqual([
      { operationId: 'listPets', status: 418, count: 2 },
    ])
  })

  it('shows in the text report what was reached and the first responses never answered', () => {
    const coverage = new Coverage()
    coverage.record('listPets', 200)
    const report: ConformanceReport = {
      ok: true,
      baseUrl: 'http://localhost/api/v1',
      seed: 1,
      numRuns: 1,
      requests: 1,
      durationMs: 5,
      properties: [],
      hostile: [],
      failures: [],
      coverage: coverage.report(),
    }
    const text = formatReport(report)
    expect(text).toMatch(/coverage: 1\/\d+ operations, 1\/\d+ documented responses/)
    expect(text).toContain('never answered: listPets 400, listPets 401, createPet 201')
    expect(text).not.toContain('listPets 429, listPets 500')
    expect(text).toMatch(/and \d+ more\)/)
  })
})
