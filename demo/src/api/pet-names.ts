/**
 * Pet names seen so far, so orders and inventory can name a pet without fetching each one
 * (the only by-id read, GET /pets/{petId}, is deprecated).
 */
import type { Pet } from './types'

const names = new Map<number, string>()

/**
 * Remembers the names of pets the app has loaded.
 *
 * @example
 * rememberPets(page.data)
 */
export function rememberPets(pets: readonly Pet[]): void {
  for (const pet of pets) names.set(pet.id, pet.name)
}

/**
 * A pet's name when known, else `Pet #id`.
 *
 * @example
 * petLabel(3) // 'Bella' or 'Pet #3'
 */
export function petLabel(id: number | undefined): string {
  if (id === undefined) return 'Unknown pet'
  return names.get(id) ?? `Pet #${id}`
}
