import { describe, expect, it } from 'vitest'
import { Coverage } from '../../runtime/coverage'
import { checkCoverage, formatCoverage, mergeCoverage } from './coverage-report'

function run(answers: Array<[string, number, boolean?]>) {
  const coverage = new Coverage()
  for (const [operationId, status, hooked] of answers) coverage.record(operationId, status, hooked)
  return coverage.report()
}

describe('a whole run of coverage reports', () => {
  it('merges the statuses every file answered and sums undocumented answers', () => {
    const merged = mergeCoverage([
      run([
        ['listPets', 200],
        ['getPetById', 599],
      ]),
      run([
        ['createPet', 201],
        ['createPet', 422, true],
        ['getPetById', 599],
      ]),
    ])
    const createPet = merged.operations.find((op) => op.operationId === 'createPet')
    expect(createPet?.answered).toEqual([201, 422])
    expect(createPet?.hooked).toEqual([422])
    expect(merged.summary.operationsSeen).toBe(2)
    expect(merged.summary.responsesSeen).toBe(3)
    expect(merged.undocumented).toEqual([{ operationId: 'getPetById', status: 599, count: 2 }])
  })

  it('prints a table that marks forced answers and lists what was never answered', () => {
    const table = formatCoverage(run([['createPet', 422, true]]))
    expect(table).toMatch(/createPet\s+422\*\s+.*201/)
    expect(table).toMatch(/operations 1\/\d+/)
  })

  it('fails below a threshold with a message naming what was never exercised', () => {
    const report = run([['listPets', 200]])
    expect(checkCoverage(report, { minOperations: 0 })).toBeUndefined()
    const failure = checkCoverage(report, { minOperations: 1, minResponses: 0.5 })
    expect(failure).toMatch(/below minOperations 100%; never exercised: .*createPet/)
    expect(failure).toMatch(/never answered: .*createPet 201/)
  })

  it('refuses a threshold outside 0 to 1 with a TypeError naming the option', () => {
    expect(() => checkCoverage(run([]), { minResponses: 80 })).toThrow(
      new TypeError('minResponses must be a number from 0 to 1; got 80.'),
    )
  })
})
