import { describe, expect, it } from 'vitest'
import { contractOperations, getOperation, type OperationInfo } from '../contract/operations'
import { deprecationHeaders, isPastSunset } from './sunset'

describe('deprecation headers', () => {
  it('dates every deprecated operation in openapi.yaml, as RFC 9745 needs', () => {
    const deprecated = contractOperations.filter((op) => op.deprecated)
    expect(deprecated.map((op) => op.operationId)).toContain('getPetById')
    for (const op of deprecated) {
      expect(op.operation, op.operationId).toHaveProperty(
        'x-deprecated-at',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      )
    }
  })

  it('sends the deprecation date as seconds, the sunset as an HTTP date and its link', () => {
    expect(deprecationHeaders(getOperation('getPetById'))).toEqual({
      Deprecation: '@1790812800',
      Sunset: 'Wed, 30 Jun 2027 23:59:59 GMT',
      Link: '</openapi.yaml>; rel="sunset"; type="application/yaml"',
    })
  })

  it('sends no Deprecation header for an operation with no date, rather than an undated one', () => {
    const undated = {
      ...getOperation('getPetById'),
      operation: { ...getOperation('getPetById').operation, 'x-deprecated-at': undefined },
    } as OperationInfo
    expect(deprecationHeaders(undated)).not.toHaveProperty('Deprecation')
  })

  it('is past its sunset only after the last second of the sunset day, UTC', () => {
    const op = getOperation('getPetById')
    expect(isPastSunset(op, new Date('2027-06-30T23:59:59Z'))).toBe(false)
    expect(isPastSunset(op, new Date('2027-07-01T00:00:00Z'))).toBe(true)
  })
})
