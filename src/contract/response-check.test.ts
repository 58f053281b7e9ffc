import { describe, expect, it } from 'vitest'
import { immutable } from './immutable'
import { contractViolations } from './response-check'

const json = {
  get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
}

describe('contractViolations on an immutable body', () => {
  it('finds a body that breaks the schema every time it is checked', () => {
    const body = immutable({ id: 1, name: '', categoryId: 1 })
    const check = () => contractViolations('getPetById', { status: 200, headers: json, body })
    const first = check()
    expect(first.some((v) => v.startsWith('body.name'))).toBe(true)
    expect(check()).toEqual(first)
  })

  it('holds a body that fits one status to the schema of another', () => {
    const pet = immutable({ id: 1, name: 'Rex', categoryId: 1, status: 'available' })
    const asPet = contractViolations('getPetById', { status: 200, headers: json, body: pet })
    expect(asPet.filter((v) => v.startsWith('body'))).toEqual([])
    const asError = contractViolations('getPetById', { status: 404, headers: json, body: pet })
    expect(asError.some((v) => v.startsWith('body'))).toBe(true)
  })
})
