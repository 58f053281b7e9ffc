/**
 * A page read again from an unchanged store is the same immutable value; every kind of change
 * shows in the next read.
 */
import { describe, expect, it } from 'vitest'
import { derivedValues } from '../contract/immutable'
import { setup } from '../../test/support/db-arrange'
import type { PetstoreDatabase } from './database'

const PAGE = { limit: 20, offset: 0 }
const names = async (db: PetstoreDatabase, query: object = {}) =>
  (await db.storedPets({ ...PAGE, ...query })).items.map((pet) => pet.name)

describe('pages of pets read from an unchanged store', () => {
  it('are the same immutable page each time', async () => {
    const { db } = await setup({ status: 'available' })
    const first = await db.storedPets(PAGE)
    expect(await db.storedPets(PAGE)).toBe(first)
    expect(derivedValues(first.items)).toBeInstanceOf(Map)
    expect(Object.isFrozen(first)).toBe(true)
  })

  it('are told apart by every field of the query', async () => {
    const { db, categoryId } = await setup({ status: 'available' })
    await db.createPet({ name: 'Tom', categoryId, status: 'sold' })
    expect(await names(db)).toEqual(['Rex', 'Tom'])
    expect(await names(db, { sort: '-name' })).toEqual(['Tom', 'Rex'])
    expect(await names(db, { status: ['sold'] })).toEqual(['Tom'])
    expect(await names(db, { name: 'Re' })).toEqual(['Rex'])
    expect(await names(db, { offset: 1 })).toEqual(['Tom'])
    expect(await names(db, { limit: 1 })).toEqual(['Rex'])
    expect(await names(db, { categoryId: categoryId + 1 })).toEqual([])
  })

  it('show a created, renamed, deleted or sold pet in the very next read', async () => {
    const { db, categoryId, petId } = await setup({ status: 'available', stock: 1 })
    expect(await names(db)).toEqual(['Rex'])
    const tom = await db.createPet({ name: 'Tom', categoryId })
    expect(await names(db)).toEqual(['Rex', 'Tom'])
    await db.updatePet(tom.id, { name: 'Max', categoryId })
    expect(await names(db)).toEqual(['Rex', 'Max'])
    await db.deletePet(tom.id)
    expect(await names(db)).toEqual(['Rex'])
    // An order for the last one in stock sells the pet: the status filter sees it at once.
    await db.placeOrder({ petId, quantity: 1 })
    expect(await names(db, { status: ['available'] })).toEqual([])
  })

  it('start over when the store is replaced', async () => {
    const { db } = await setup({ status: 'available' })
    const saved = await db.export()
    expect(await names(db)).toEqual(['Rex'])
    await db.clear()
    expect(await names(db)).toEqual([])
    await db.import(saved)
    expect(await names(db)).toEqual(['Rex'])
  })
})
