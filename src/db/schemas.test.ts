import { describe, expect, it } from 'vitest'
import {
  categorySchema,
  inventorySchema,
  orderSchema,
  petSchema,
  type RecordSchema,
} from './schemas'

const issues = (schema: RecordSchema<object>, value: unknown) =>
  (schema['~standard'].validate(value).issues ?? []).map((i) =>
    [i.path.join('.'), i.message].filter(Boolean).join(' '),
  )

describe("the store's record checks, derived from openapi.yaml", () => {
  it('accept each kind of record as the store keeps it, and give a copy', () => {
    const pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available' }
    const result = petSchema['~standard'].validate(pet)
    expect(result).toEqual({ value: pet })
    expect('value' in result && result.value).not.toBe(pet)
    expect(issues(categorySchema, { id: 1, name: 'Dogs' })).toEqual([])
    expect(issues(inventorySchema, { petId: 1, quantity: 0, status: 'sold' })).toEqual([])
    const order = {
      id: 1,
      petId: 1,
      quantity: 2,
      shipDate: '2026-10-02T09:00:00.000Z',
      complete: false,
    }
    expect(issues(orderSchema, order)).toEqual([])
  })

  it('require the fields openapi.yaml says are always set: a pet’s status, every field of an order', () => {
    expect(issues(petSchema, { id: 1, name: 'Rex', categoryId: 1 })).toEqual(['status is required'])
    expect(issues(orderSchema, { id: 1, petId: 1, quantity: 1 })).toEqual([
      'shipDate is required',
      'complete is required',
    ])
  })

  it('refuse what a response may not show, in the contract’s words and with what was there', () => {
    expect(
      issues(petSchema, { id: 1, name: 'x'.repeat(101), categoryId: 1, status: 'lost' }),
    ).toEqual([
      `name must be 1 to 100 characters, got "${'x'.repeat(58)}…`,
      'status must be one of available, pending or sold, got "lost"',
    ])
    expect(issues(inventorySchema, { petId: 1, quantity: '3', status: 'sold' })).toEqual([
      'quantity must be a whole number from 0 to 1000000 (expected number, received string)',
    ])
    expect(
      issues(orderSchema, { id: 1, petId: 1, quantity: 1, shipDate: 'soon', complete: false }),
    ).toEqual(['shipDate must be a date and time such as 2026-10-02T09:00:00Z, got "soon"'])
  })

  it('refuse a field the store does not keep, naming the record', () => {
    expect(issues(categorySchema, { id: 1, name: 'Dogs', colour: 'red' })).toEqual([
      'has a field the store does not keep: colour',
    ])
  })
})
