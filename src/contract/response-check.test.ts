import { describe, expect, it } from 'vitest'
import { immutable } from './immutable'
import { contractViolations } from './response-check'

const json = {
  get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
}

describe('contractViolations on an immutable body', () => {
  it('finds a body that breaks the schema every time it is checked', () => {
    const body = immutable([Object.freeze({ id: 1, name: '', categoryId: 1 })])
    const check = () => contractViolations('listPets', { status: 200, headers: json, body })
    const first = check()
    expect(first).toContain('body.0.name must NOT have fewer than 1 characters')
    expect(check()).toEqual(first)
  })

  it('holds a body that fits one status to the schema of another', () => {
    const pets = immutable([
      Object.freeze({ id: 1, name: 'Rex', categoryId: 1, status: 'available' }),
    ])
    const asPets = contractViolations('listPets', { status: 200, headers: json, body: pets })
    expect(asPets.filter((v) => v.startsWith('body'))).toEqual([])
    const asError = contractViolations('listPets', { status: 400, headers: json, body: pets })
    expect(asError.some((v) => v.startsWith('body'))).toBe(true)
    expect(contractViolations('listPets', { status: 200, headers: json, body: pets })).toEqual(
      asPets,
    )
  })
})
