/**
 * Pet names seen so far, so orders and inventory can name a pet. Names come from the lists the
 * app loads; a page that shows pets it has not seen (orders in the large store) looks up just
 * those.
 */
import type { ApiClient } from './client'
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
 * Looks up the names of the given pets the app has not seen yet, all at once. The contract's
 * only by-id read is GET /pets/{petId} (deprecated, gone after its sunset); past the sunset,
 * or on any error, those pets keep their `Pet #id` label.
 *
 * @example
 * await lookUpPetNames(api, orders.map((o) => o.petId), signal)
 */
export async function lookUpPetNames(
  api: ApiClient,
  ids: ReadonlyArray<number | undefined>,
  signal?: AbortSignal,
): Promise<void> {
  const unknown = [...new Set(ids)].filter((id): id is number => id !== undefined && !names.has(id))
  await Promise.all(
    unknown.map((petId) =>
      api
        .call('getPetById', { path: { petId }, signal })
        .then(({ data }) => void names.set(data.id, data.name))
        .catch(() => undefined),
    ),
  )
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
