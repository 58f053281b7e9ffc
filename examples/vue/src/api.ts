// The app's own API client: plain fetch on a relative URL. It knows nothing of the mock: under
// `vite` (npm run dev) petstore-mock's plugin answers /api/v1 in the dev server itself.
const API_URL = '/api/v1'
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

export interface Pet {
  id: number
  name: string
  categoryId: number
  status?: 'available' | 'pending' | 'sold'
}

/** The ten newest pets. */
export async function newestPets(): Promise<Pet[]> {
  const response = await fetch(`${API_URL}/pets?sort=-id&limit=10`, { headers })
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
