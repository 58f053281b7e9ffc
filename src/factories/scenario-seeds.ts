/**
 * The seeding behind the named scenarios (`scenarios.ts`), loaded with the first scenario that
 * runs: the default store of the default seed ships prebuilt, so most starts never seed, and in
 * the browser this is code every page would download for nothing.
 */
import type { Faker } from '@faker-js/faker'
import type { PetstoreDatabase } from '../db/database'
import { breedFor, categoryNames } from './breeds'

/** What a seeding gets besides the database (a scenario's options). */
interface SeedOptions {
  faker: Faker
  size?: number
}

async function seedCategories(
  db: PetstoreDatabase,
  faker: Faker,
  count: number,
): Promise<number[]> {
  const ids: number[] = []
  for (const name of categoryNames.slice(0, count)) {
    const description = `${breedFor(name, faker)}, ${breedFor(name, faker).toLowerCase()} and friends.`
    ids.push((await db.createCategory({ name, description })).id)
  }
  return ids
}

/** A believable store: 6 categories, 48 pets across every status, orders both open and complete. */
export async function seedDefault(db: PetstoreDatabase, { faker }: SeedOptions): Promise<void> {
  const categoryIds = await seedCategories(db, faker, 6)
  const petIds: number[] = []
  for (let i = 0; i < 48; i++) {
    const pet = await db.createPet({
      name: faker.animal.petName(),
      categoryId: faker.helpers.arrayElement(categoryIds),
    })
    petIds.push(pet.id)
    await db.setStock(pet.id, faker.number.int({ min: 1, max: 6 }))
  }
  // Orders follow the real rules: some take the whole stock (pending), some complete (sold).
  for (const petId of faker.helpers.arrayElements(petIds, 16)) {
    const stock = (await db.getInventory(petId)).quantity
    const takeAll = faker.datatype.boolean({ probability: 0.4 })
    const quantity = takeAll ? stock : faker.number.int({ min: 1, max: stock })
    // Dates come from faker, not the clock, so the same seed gives the same bytes any day.
    const shipDate = faker.date.between({
      from: '2026-09-01T00:00:00Z',
      to: '2026-12-31T00:00:00Z',
    })
    const order = await db.placeOrder({ petId, quantity, shipDate: shipDate.toISOString() })
    if (faker.datatype.boolean({ probability: 0.5 }))
      await db.updateOrder(order.id, { complete: true })
  }
  // A few pets were sold out by hand, with no open orders.
  for (const petId of faker.helpers.arrayElements(petIds, 4)) {
    if (db.openOrderCount(petId) === 0) await db.setStock(petId, 0)
  }
}

// What a large store's pets have been through, by share of pets: most are on the shelf, some
// are reserved by an open order that took the last unit (pending), some sold through a
// completed order or sold out by hand, some have part of their stock in an open order.
const histories = [
  { weight: 62, value: 'on shelf' },
  { weight: 8, value: 'partly ordered' },
  { weight: 9, value: 'reserved' },
  { weight: 9, value: 'sold by order' },
  { weight: 12, value: 'sold out' },
] as const

/**
 * A store with `size` pets over 8 categories, for paging and performance work. It looks like a
 * real store: every status, open and completed orders, all made through the same rules.
 */
export async function seedLarge(
  db: PetstoreDatabase,
  { faker, size = 10_000 }: SeedOptions,
): Promise<void> {
  const categoryIds = await seedCategories(db, faker, categoryNames.length)
  const shipDate = () =>
    faker.date.between({ from: '2026-09-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }).toISOString()
  for (let i = 0; i < size; i++) {
    const history = faker.helpers.weightedArrayElement(histories)
    const pet = await db.createPet({
      name: faker.animal.petName(),
      categoryId: categoryIds[i % categoryIds.length] as number,
      status: history === 'sold out' ? 'sold' : 'available',
    })
    if (history === 'sold out') continue
    // Most pets are one animal (stock 1); litters and tanks of fish have a few.
    const litter = history === 'partly ordered' || faker.datatype.boolean({ probability: 0.2 })
    const stock = litter ? faker.number.int({ min: 2, max: 6 }) : 1
    if (stock !== 1) await db.setStock(pet.id, stock)
    if (history === 'on shelf') continue
    const quantity =
      history === 'partly ordered' ? faker.number.int({ min: 1, max: stock - 1 }) : stock
    const order = await db.placeOrder({ petId: pet.id, quantity, shipDate: shipDate() })
    if (history === 'sold by order') await db.updateOrder(order.id, { complete: true })
  }
}
