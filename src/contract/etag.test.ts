import { describe, expect, it } from 'vitest'
import { snapshotOf } from '../db/page'
import { etagOf } from './etag'

const stored = () => Object.freeze({ id: 7, name: 'Rex', categoryId: 1, status: 'available' })

describe('etagOf', () => {
  it('gives equal records the same tag whatever the order of their fields', () => {
    const record = stored()
    expect(etagOf({ status: 'available', categoryId: 1, name: 'Rex', id: 7 })).toBe(etagOf(record))
    expect(etagOf(record)).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/)
  })

  it("tags the store's copy of a record as the record itself", () => {
    const record = stored()
    const copy = snapshotOf(record)
    expect(Object.isFrozen(copy)).toBe(false)
    expect(etagOf(copy)).toBe(etagOf(record))
  })

  it('tags a copy that was changed after it was handed out by what it now holds', () => {
    const record = stored()
    const copy = snapshotOf(record) as { name: string }
    copy.name = 'Max'
    expect(etagOf(copy)).not.toBe(etagOf(record))
    expect(etagOf(copy)).toBe(etagOf({ ...record, name: 'Max' }))
    const grown = snapshotOf(record) as Record<string, unknown>
    grown.extra = 1
    expect(etagOf(grown)).toBe(etagOf({ ...record, extra: 1 }))
  })
})
