// The app's own API client: plain fetch on a URL under /api/v1, the same in loaders and in the
// page. It knows nothing of the mock: under `react-router dev` petstore-mock's plugin answers it.
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

export interface Pet {
  id: number
  name: string
  categoryId: number
  status?: 'available' | 'pending' | 'sold'
}

/**
 * The API's base: relative in the browser; on the server, the origin of the request being
 * rendered (Node's fetch takes no relative URL), which in dev is the dev server itself.
 */
export function apiUrl(path: string, request?: Request): string {
  return request ? new URL(`/api/v1${path}`, request.url).href : `/api/v1${path}`
}

/** The ten newest pets. */
export async function newestPets(request?: Request): Promise<Pet[]> {
  const response = await fetch(apiUrl('/pets?sort=-id&limit=10', request), { headers })
  if (!response.ok) throw new Error(`listPets answered ${response.status}`)
  return (await response.json()) as Pet[]
}

/** Adds a pet to category 1 and returns it. */
export async function addPet(name: string): Promise<Pet> {
  const response = await fetch(apiUrl('/pets'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, categoryId: 1 }),
  })
  if (!response.ok) throw new Error(`createPet answered ${response.status}`)
  return (await response.json()) as Pet
}
