// The app's own API client: plain fetch on a URL under /api/v1, the same in loaders (on the
// server for the first render, in the browser after) and in the page. It knows nothing of the
// mock: under `vite dev` petstore-mock's plugin answers these URLs.
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'

const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

export interface Pet {
  id: number
  name: string
  categoryId: number
  status?: 'available' | 'pending' | 'sold'
}

/**
 * The API's base: relative in the browser; on the server, the origin of the request being
 * rendered, which in dev is the dev server itself. A loader is given no request, and Node's
 * fetch takes no relative URL (`TypeError: Failed to parse URL from /api/v1/pets`).
 */
const apiBase = createIsomorphicFn()
  .server(() => new URL('/api/v1', getRequestUrl()).href)
  .client(() => '/api/v1')

/** The ten newest pets. */
export async function newestPets(): Promise<Pet[]> {
  const response = await fetch(`${apiBase()}/pets?sort=-id&limit=10`, { headers })
  if (!response.ok) throw new Error(`listPets answered ${response.status}`)
  return (await response.json()) as Pet[]
}

/** Adds a pet to category 1 and returns it. */
export async function addPet(name: string): Promise<Pet> {
  const response = await fetch(`${apiBase()}/pets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, categoryId: 1 }),
  })
  if (!response.ok) throw new Error(`createPet answered ${response.status}`)
  return (await response.json()) as Pet
}
