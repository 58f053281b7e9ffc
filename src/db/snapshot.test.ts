import { describe, expect, it } from 'vitest'
import { createPetstore } from '../controller/petstore'
import type { StoreSnapshot } from './database'
import { parseStoreSnapshot, STORE_FORMAT, storeEnvelope, StoreSnapshotError } from './snapshot'

describe('export and import', () => {
  it('brings back exactly the exported state, ids and id counters included', async () => {
    const petstore = createPetstore({ seed: 3 })
    await petstore.ready
    const db = petstore.db
    const saved = await db.export()
    const pet = await db.createPet({ name: 'Later', categoryId: 1 })
    await db.deletePet(pet.id)
    await db.createCategory({ name: 'Ferrets' })
    await db.import(saved)
    expect(await db.export()).toEqual(saved)
    const next = await db.createPet({ name: 'Next', categoryId: 1 })
    expect(next.id).toBe(saved.nextIds.pet)
  })

  it('rebuilds the indexes, so lists, names and open orders answer as before', async () => {
    const petstore = createPetstore({ seed: 4 })
    await petstore.ready
    const db = petstore.db
    const before = await db.listPets({ status: ['pending'], sort: 'name', limit: 100, offset: 0 })
    const saved = await db.export()
    await db.clear()
    await db.import(saved)
    expect(await db.listPets({ status: ['pending'], sort: 'name', limit: 100, offset: 0 })).toEqual(
      before,
    )
    await expect(db.createCategory({ name: 'dogs' })).rejects.toMatchObject({
      code: 'category_exists',
    })
    const open = saved.orders.find((o) => !o.complete)
    if (open) expect(db.openOrderCount(open.petId)).toBeGreaterThan(0)
  })
})

describe('parseStoreSnapshot', () => {
  async function seeded(): Promise<StoreSnapshot> {
    const petstore = createPetstore({ seed: 5 })
    return structuredClone(await petstore.snapshot())
  }

  it('accepts an export, bare or in its envelope, and returns a copy', async () => {
    const dump = await seeded()
    const parsed = parseStoreSnapshot(JSON.parse(JSON.stringify(storeEnvelope(dump))))
    expect(parsed).toEqual(dump)
    expect(parsed).not.toBe(dump)
    expect(parseStoreSnapshot(dump)).toEqual(dump)
  })

  it('names the envelope problem: another format or a newer version', () => {
    expect(() => parseStoreSnapshot({ format: 'other', version: 1, dump: {} })).toThrow(
      'format must be "petstore-mock/store", got "other"',
    )
    expect(() => parseStoreSnapshot({ format: STORE_FORMAT, version: 2, dump: {} })).toThrow(
      'version must be 1',
    )
    expect(() => parseStoreSnapshot('[]')).toThrow(/\(root\) must be an object/)
  })

  it('names each wrong field by its path and what was expected', async () => {
    const dump = structuredClone(await seeded()) as unknown as Record<
      'pets' | 'orders' | 'categories',
      Array<Record<string, unknown>>
    >
    dump.pets[2]!.status = 'lost'
    dump.orders[0]!.quantity = '2'
    dump.categories[1]!.colour = 'red'
    const error = catchError(() => parseStoreSnapshot(storeEnvelope(dump as never)))
    expect(error).toBeInstanceOf(StoreSnapshotError)
    const paths = error.problems.map((p) => p.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'dump.pets[2].status',
        'dump.orders[0].quantity',
        'dump.categories[1]',
      ]),
    )
    expect(error.problems.find((p) => p.path === 'dump.orders[0].quantity')?.message).toMatch(
      /expected number/,
    )
    expect(error.message).toMatch(/^Not a store snapshot this version can load: /)
  })

  it('checks references between records and the id counters', async () => {
    const dump = structuredClone(await seeded())
    const pet = dump.pets[0]!
    pet.categoryId = 999
    const dropped = dump.inventory.findIndex((item) => item.petId === dump.pets[1]!.id)
    dump.inventory.splice(dropped, 1)
    dump.inventory.push({ petId: 777, quantity: 1, status: 'available' })
    const open = dump.orders.find((order) => !order.complete)!
    open.petId = 555
    dump.categories.push({
      id: dump.nextIds.category,
      name: dump.categories[0]!.name.toUpperCase(),
    })
    const error = catchError(() => parseStoreSnapshot(dump))
    const messages = error.problems.map((p) => `${p.path} ${p.message}`)
    expect(messages).toEqual(
      expect.arrayContaining([
        'pets[0].categoryId must name an existing category; 999 does not exist',
        `pets[1] has no inventory entry (petId ${dump.pets[1]!.id})`,
        `inventory[${dump.inventory.length - 1}].petId must name an existing pet; 777 does not exist`,
        expect.stringMatching(/^orders\[\d+\]\.petId an open order must name an existing pet; 555/),
        expect.stringMatching(/^categories\[6\]\.name repeats the name of category 1$/),
        expect.stringMatching(/^nextIds\.category must be greater than the highest categories id/),
      ]),
    )
  })

  it('refuses an id counter the next create could not use, naming openapi.yaml’s bound', async () => {
    for (const counter of ['pet', 'category', 'order'] as const) {
      const dump = structuredClone(await seeded())
      dump.nextIds[counter] = 9007199254740991
      const error = catchError(() => parseStoreSnapshot(dump))
      expect(error.problems.map((p) => `${p.path} ${p.message}`)).toEqual([
        `nextIds.${counter} must be below 9007199254740991 (openapi.yaml's Id maximum), so the next create gets an id and leaves a counter the contract allows; got 9007199254740991`,
      ])
    }
    const dump = structuredClone(await seeded())
    dump.nextIds.pet = 9007199254740990
    expect(parseStoreSnapshot(dump).nextIds.pet).toBe(9007199254740990)
  })

  it('refuses Object.prototype names as unknown fields, like any other', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'foo']) {
      const text = JSON.stringify(await seeded()).replace(/^\{/, `{"${key}":{"a":1},`)
      const error = catchError(() => parseStoreSnapshot(JSON.parse(text)))
      expect(error.problems.map((p) => `${p.path} ${p.message}`)).toEqual([
        `(root) has unknown fields: ${key}`,
      ])
    }
  })

  it('refuses repeated ids and an inventory status that is not its pet’s', async () => {
    const dump = structuredClone(await seeded())
    dump.pets.push({ ...dump.pets[0]! })
    dump.inventory[3]!.status = dump.inventory[3]!.status === 'sold' ? 'available' : 'sold'
    const messages = catchError(() => parseStoreSnapshot(dump)).problems.map(
      (p) => `${p.path} ${p.message}`,
    )
    expect(messages).toEqual(
      expect.arrayContaining([
        `pets[48].id repeats id ${dump.pets[0]!.id}`,
        expect.stringMatching(/^inventory\[3\]\.status must equal its pet's status/),
      ]),
    )
  })

  it('refuses stock that with its open orders passes the ceiling, as the API never allows', async () => {
    const dump = structuredClone(await seeded())
    const open = dump.orders.find((order) => !order.complete)!
    const at = dump.inventory.findIndex((item) => item.petId === open.petId)
    dump.inventory[at]!.quantity = 1_000_000
    const messages = catchError(() => parseStoreSnapshot(dump)).problems.map(
      (p) => `${p.path} ${p.message}`,
    )
    expect(messages).toEqual([
      `inventory[${at}].quantity with the ${open.quantity} unit${open.quantity === 1 ? '' : 's'} in pet ${open.petId}'s open orders passes the 1,000,000-unit ceiling, got 1000000`,
    ])
    dump.inventory[at]!.quantity = 1_000_000 - open.quantity
    expect(() => parseStoreSnapshot(dump)).not.toThrow()
  })

  it('refuses a name the API would have stored otherwise: spaces around it', async () => {
    const dump = structuredClone(await seeded())
    dump.pets[2]!.name = ' Rex '
    dump.categories[1]!.name = 'Cats\u3000'
    const messages = catchError(() => parseStoreSnapshot(dump)).problems.map((p) => p.path)
    expect(messages).toEqual(['categories[1].name', 'pets[2].name'])
  })

  it('lets a completed order outlive its pet, as deleting a pet allows', async () => {
    const dump = structuredClone(await seeded())
    const done = dump.orders.find((order) => order.complete)!
    done.petId = 4242
    expect(() => parseStoreSnapshot(dump)).not.toThrow()
  })
})

function catchError(run: () => unknown): StoreSnapshotError {
  try {
    run()
  } catch (error) {
    return error as StoreSnapshotError
  }
  throw new Error('expected a StoreSnapshotError')
}
