/** A faker instance of our own, so seeding one mock never disturbs another (or the app's). */
import type { Faker } from '@faker-js/faker'
import { faker as english } from '@faker-js/faker/locale/en'

// The class comes from the English-only entry: the package root imports every locale, which
// costs Node about 1.4 s at start-up and Jest a transform of megabytes. Bundlers keep English only.
const EnglishFaker = english.constructor as typeof Faker

/** A faker seeded once: the same seed gives the same data, byte for byte. */
export function createFaker(seed: number): Faker {
  const faker = new EnglishFaker({ locale: english.rawDefinitions })
  faker.seed(seed)
  return faker
}
