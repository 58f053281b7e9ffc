import { describe, expect, it } from 'vitest'
import { foldMessage, groupFindings, problemGroups } from './findings'
import type { ConformanceFailure } from './run-state'

function failure(
  operationId: string,
  check: 'response_schema' | 'status_documented',
  message: string,
) {
  return {
    phase: 'fuzz',
    title: 't',
    operationId,
    problems: [{ check, message }],
  } as ConformanceFailure
}

describe('grouping findings', () => {
  it('folds item indices and ids, so a problem on every item of a list reads once', () => {
    expect(foldMessage('body[3].id must be integer')).toBe('body[*].id must be integer')
    expect(foldMessage('body.12.id must be integer')).toBe('body.*.id must be integer')
    expect(foldMessage('pet 7 has no inventory entry')).toBe('pet N has no inventory entry')
  })

  it('counts findings per check and operation, and merges operations broken the same way', () => {
    const failures = [
      failure(
        'listOrders',
        'status_documented',
        'status 404 is not documented for listOrders (documented: 200)',
      ),
      failure(
        'listOrders',
        'status_documented',
        'status 404 is not documented for listOrders (documented: 200)',
      ),
      failure(
        'createOrder',
        'status_documented',
        'status 404 is not documented for createOrder (documented: 201)',
      ),
      failure('listPets', 'response_schema', 'body.0.id must be integer'),
    ]
    const groups = groupFindings(failures)
    expect(groups.map((g) => [g.check, g.operation, g.count])).toEqual([
      ['status_documented', 'listOrders', 2],
      ['status_documented', 'createOrder', 1],
      ['response_schema', 'listPets', 1],
    ])
    const problems = problemGroups(groups)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatchObject({
      count: 3,
      problems: [{ message: 'status 404 is not documented', count: 3 }],
    })
  })
})
