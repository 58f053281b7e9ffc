/**
 * What the seeded store's categories are, and the kind of animal each holds. No faker of its
 * own: a scenario passes the one it seeds with, so loading this loads no faker.
 */
import type { Faker } from '@faker-js/faker'

/** Category names of a believable pet store, in the order scenarios create them. */
export const categoryNames = [
  'Dogs',
  'Cats',
  'Birds',
  'Fish',
  'Reptiles',
  'Small mammals',
  'Horses',
  'Amphibians',
] as const

const petKinds: Record<string, Array<keyof Faker['animal']>> = {
  Dogs: ['dog'],
  Cats: ['cat'],
  Birds: ['bird'],
  Fish: ['fish'],
  Reptiles: ['snake', 'crocodilia'],
  'Small mammals': ['rabbit', 'rodent'],
  Horses: ['horse'],
}

// Faker knows no amphibians; without this list, the category's blurb named random animals.
const amphibians = ['Frog', 'Toad', 'Newt', 'Salamander', 'Axolotl', 'Caecilian']

/** A short description of what kind of animal a category holds, e.g. for demo copy. */
export function breedFor(category: string, faker: Faker): string {
  if (category === 'Amphibians') return faker.helpers.arrayElement(amphibians)
  const kinds = petKinds[category] ?? ['type']
  const kind = faker.helpers.arrayElement(kinds)
  const make = faker.animal[kind] as () => string
  return make()
}
