/**
 * Pure builders of API inputs: `buildPet(overrides)` style. They make values, never store them;
 * the database (or a test) decides what to do with them.
 */
import type { Faker } from '@faker-js/faker'
import type { CategoryInput, OrderInput, PetInput } from '../db/database'
import type { PetStatus } from '../db/schemas'
import { breedFor as breedOf } from './breeds'
import { createFaker } from './faker'

export { categoryNames } from './breeds'

/** The faker the builders use when none is given; seeded once, at module load. */
export const defaultFaker: Faker = createFaker(1)

/** A new category's fields. */
export function buildCategory(
  overrides: Partial<CategoryInput> = {},
  faker = defaultFaker,
): CategoryInput {
  return {
    name: overrides.name ?? `${faker.word.adjective()} ${faker.animal.type()}s`.slice(0, 100),
    description: overrides.description ?? faker.lorem.sentence({ min: 4, max: 10 }).slice(0, 500),
    ...overrides,
  }
}

/** A new pet's fields; give `categoryId` for one that exists. */
export function buildPet(overrides: Partial<PetInput> = {}, faker = defaultFaker): PetInput {
  return {
    name: faker.animal.petName(),
    categoryId: 1,
    status: 'available' satisfies PetStatus,
    ...overrides,
  }
}

/** A new order's fields. */
export function buildOrder(overrides: Partial<OrderInput> = {}): OrderInput {
  return { petId: 1, quantity: 1, ...overrides }
}

/** A short description of what kind of animal a category holds, e.g. for demo copy. */
export function breedFor(category: string, faker = defaultFaker): string {
  return breedOf(category, faker)
}
