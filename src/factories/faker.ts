/**
 * A faker instance of our own, so seeding one mock never disturbs another (or the app's).
 */
import { Faker } from '@faker-js/faker'
import { faker as english } from '@faker-js/faker/locale/en'

/**
 * A faker seeded once: the same seed gives the same data, byte for byte.
 *
 * @example
 * const faker = createFaker(42)
 * faker.animal.petName() // always the same name for seed 42
 */
export function createFaker(seed: number): Faker {
  const faker = new Faker({ locale: english.rawDefinitions })
  faker.seed(seed)
  return faker
}
