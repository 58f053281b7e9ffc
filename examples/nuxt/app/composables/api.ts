// The app's own API client. It knows nothing of the mock: under `nuxt dev` petstore-mock answers
// /api/v1 in the dev server (modules/petstore-mock).
const headers = { Authorization: 'Bearer petstore-demo-key' }

export interface Pet {
  id: number
  name: string
  categoryId: number
  status?: 'available' | 'pending' | 'sold'
}

/**
 * Where the API is: relative in the browser; on the server, on the origin of the request being
 * rendered (in dev, the dev server itself), since Nuxt sends a relative URL to its own routes.
 */
export function apiBase(): string {
  return import.meta.server ? new URL('/api/v1', useRequestURL()).href : '/api/v1'
}

/** The ten newest pets, fetched during the server render and handed to the page. */
export function useNewestPets() {
  return useFetch<Pet[]>('/pets', {
    key: 'newest-pets',
    baseURL: apiBase(),
    query: { sort: '-id', limit: 10 },
    headers,
  })
}

/** Adds a pet to category 1 and returns it. */
export function addPet(name: string): Promise<Pet> {
  return $fetch<Pet>('/pets', {
    baseURL: apiBase(),
    method: 'POST',
    body: { name, categoryId: 1 },
    headers,
  })
}
