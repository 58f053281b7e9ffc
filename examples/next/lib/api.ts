// The app's own API client: plain fetch, the same on the server and in the browser. It knows
// nothing of the mock; under `next dev` petstore-mock answers these URLs.
export const API_URL = 'https://petstore.test/api/v1'
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

export interface Pet {
  id: number
  name: string
  categoryId: number
  status?: 'available' | 'pending' | 'sold'
}

/** The ten newest pets. */
export async function newestPets(): Promise<Pet[]> {
  const response = await fetch(`${API_URL}/pets?sort=-id&limit=10`, { headers, cache: 'no-store' })
  if (!response.ok) throw new Error(`listPets answered ${response.status}`)
  return (await response.json()) as Pet[]
}

/** Adds a pet to category 1 and returns it. */
export async function addPet(name: string): Promise<Pet> {
  const response = await fetch(`${API_URL}/pets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, categoryId: 1 }),
  })
  if (!response.ok) throw new Error(`createPet answered ${response.status}`)
  return (await response.json()) as Pet
}
