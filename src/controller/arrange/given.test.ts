import { beforeEach, describe, expect, it } from 'vitest'
import { createPetstore } from '../petstore'

const petstore = createPetstore({ scenario: 'empty' })
const { db, given } = petstore

beforeEach(() => petstore.reset())

describe('given.pet', () => {
  it('stores a pet with its own category and an inventory entry that carries its status', async () => {
    const pet = await given.pet({ name: 'Rex' })
    expect(pet).toEqual({ id: 1, name: 'Rex', categoryId: 1, status: 'available' })
    expect(await db.getCategory(pet.categoryId)).toMatchObject({ id: 1, name: expect.any(String) })
    expect(await db.getInventory(pet.id)).toEqual({ petId: 1, quantity: 1, status: 'available' })
  })

  it('gives a sold pet no stock, as the API would', async () => {
    const pet = await given.pet({ status: 'sold' })
    expect(await db.getInventory(pet.id)).toEqual({ petId: pet.id, quantity: 0, status: 'sold' })
  })

  it('sets the stock through the stock rules', async () => {
    const pet = await given.pet({ stock: 4 })
    expect(await db.getInventory(pet.id)).toMatchObject({ quantity: 4, status: 'available' })
    const soldOut = await given.pet({ stock: 0 })
    expect(soldOut.status).toBe('sold')
  })

  it('refuses a status the stock rules contradict, and says why', async () => {
    await expect(given.pet({ status: 'sold', stock: 3 })).rejects.toThrow(
      'given.pet: a sold pet cannot have stock 3; the state rules make it available. Leave out status or stock.',
    )
  })

  it('refuses fields the contract refuses before storing anything', async () => {
    await expect(given.pet({ name: '' })).rejects.toThrow(
      'given.pet: name must be 1 to 100 characters (openapi.yaml, createPet)',
    )
    await expect(given.pet({ categoryId: 99 })).rejects.toThrow(
      'given.pet: Category 99 does not exist.',
    )
  })

  it('puts several pets in one shared category', async () => {
    const pets = await given.pets(3, { status: 'pending' })
    expect(pets.map((p) => p.categoryId)).toEqual([1, 1, 1])
    expect(pets.map((p) => p.status)).toEqual(['pending', 'pending', 'pending'])
  })
})

describe('given.category', () => {
  it('keeps the fields it is given and makes up the rest', async () => {
    expect(await given.category({ name: 'Ferrets' })).toEqual({
      id: 1,
      name: 'Ferrets',
      description: expect.any(String),
    })
  })

  it('refuses a name that is taken, as createCategory does', async () => {
    await given.category({ name: 'Ferrets' })
    await expect(given.category({ name: 'ferrets' })).rejects.toThrow(
      'given.category: A category named "Ferrets" already exists (id 1).',
    )
  })

  it('builds the same names again after a reset', async () => {
    const first = await given.category()
    await petstore.reset()
    expect(await given.category()).toEqual(first)
  })
})

describe('given.order', () => {
  it('takes stock, and taking the last one makes the pet pending', async () => {
    const pet = await given.pet({ stock: 2 })
    await given.order({ petId: pet.id })
    expect(await db.getInventory(pet.id)).toMatchObject({ quantity: 1, status: 'available' })
    await given.order({ petId: pet.id })
    expect(await db.getInventory(pet.id)).toMatchObject({ quantity: 0, status: 'pending' })
  })

  it('makes an available pet with just enough stock when no pet is given', async () => {
    const order = await given.order({ quantity: 3 })
    expect(order).toMatchObject({ id: 1, petId: 1, quantity: 3, complete: false })
    expect(await db.getPet(order.petId)).toMatchObject({ status: 'pending' })
  })

  it('completes the order on request, which sells a pet with no stock left', async () => {
    const order = await given.order({ complete: true })
    expect(order.complete).toBe(true)
    expect(await db.getPet(order.petId)).toMatchObject({ status: 'sold' })
  })

  it('fails with the API reason when the pet cannot be ordered', async () => {
    const pet = await given.pet({ status: 'sold' })
    await expect(given.order({ petId: pet.id })).rejects.toThrow(
      `given.order({ petId: ${pet.id}, quantity: 1 }): Pet ${pet.id} is sold, not available.`,
    )
  })
})
