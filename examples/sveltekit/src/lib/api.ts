// The app's own API client: plain fetch on /api/v1, the same in server loads and in the page.
// It knows nothing of the mock: under `vite dev` petstore-mock's plugin answers these URLs.
const API_URL = '/api/v1'
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

export interface Pet {
  id: number
  name: string
  categoryId: number
  status?: 'available' | 'pending' | 'sold'
}

/** The ten newest pets. */
export async function newestPets(fetch: typeof globalThis.fetch): Promise<Pet[]> {
  const response = await fetch(`${API_URL}/pets?sort=-id&limit=10`, { headers })
  if (!response.ok) throw new Error(`listPets answered ${response.status}`)
  return (await response.json()) as Pet[]
}

/** Adds a pet to category 1 and returns it. */
export async function addPet(fetch: typeof globalThis.fetch, name: string): Promise<Pet> {
  const response = await fetch(`${API_URL}/pets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, categoryId: 1 }),
  })
  if (!response.ok) throw new Error(`createPet answered ${response.status}`)
  return (await response.json()) as Pet
}
