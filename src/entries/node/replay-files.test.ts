import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromFile, fromHar, fromSnapshot } from './replay-files'

function file(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'petstore-replay-')), name)
  writeFileSync(path, text)
  return path
}

describe('fromFile', () => {
  it('name the file and say a truncated one ends early', () => {
    const cut = file('cut.har', '{"log": {"entries": [')
    expect(() => fromFile(cut)).toThrow(
      new RegExp(
        `^${cut} is not a HAR file or a store snapshot: its JSON ends early \\(is the file cut short\\?\\)`,
      ),
    )
  })

  it('name a file that does not exist', () => {
    expect(() => fromFile('/nowhere/staging.json')).toThrow('/nowhere/staging.json does not exist')
  })

  it('refuse a snapshot that references missing records, naming the file and the record', () => {
    const broken = file(
      'store.json',
      JSON.stringify({
        categories: [{ id: 1, name: 'Dogs' }],
        pets: [],
        inventory: [],
        orders: [
          { id: 1, petId: 4, quantity: 1, shipDate: '2026-10-01T00:00:00Z', complete: false },
        ],
        nextIds: { category: 2, pet: 5, order: 2 },
      }),
    )
    expect(() => fromFile(broken)).toThrow(
      `${broken} is not a store snapshot this version can load: orders[0].petId an open order must name an existing pet; 4 does not exist`,
    )
  })

  it('load a good snapshot file as a scenario with its counts', () => {
    const good = file(
      'store.json',
      JSON.stringify({
        categories: [{ id: 1, name: 'Dogs' }],
        pets: [],
        inventory: [],
        orders: [],
        nextIds: { category: 2, pet: 1, order: 1 },
      }),
    )
    expect(fromFile(good).summary.records).toEqual({
      categories: 1,
      pets: 0,
      inventory: 0,
      orders: 0,
    })
  })
})

describe('fromHar and fromSnapshot in Node', () => {
  const snapshot = {
    categories: [{ id: 1, name: 'Dogs' }],
    pets: [],
    inventory: [],
    orders: [],
    nextIds: { category: 2, pet: 1, order: 1 },
  }

  it('take the parsed value, as petstore-mock’s do', () => {
    expect(fromSnapshot(snapshot).summary.records.categories).toBe(1)
    expect(() => fromHar({ log: {} })).toThrow('is not a HAR file')
  })

  it('still read a path until 0.3.0 (deprecated: fromFile reads it)', () => {
    const path = file('store.json', JSON.stringify(snapshot))
    expect(fromSnapshot(path).summary.records.categories).toBe(1)
    expect(() => fromHar(path)).toThrow(`${path} is not a HAR file`)
  })
})
