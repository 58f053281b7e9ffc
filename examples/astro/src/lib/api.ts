// The app's own API client: plain fetch on a URL under /api/v1, the same in the page's
// frontmatter (on the server) and in its script (in the browser). It knows nothing of the mock:
// under `astro dev` petstore-mock's plugin answers these URLs.
const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

export interface Pet {
  id: number
  name: string
  categoryId: number
  status?: 'available' | 'pending' | 'sold'
}

/**
 * The API's URL: relative in the browser; on the server, on the origin of the request being
 * rendered (`Astro.url`), which in dev is the dev server itself. Node's fetch takes no relative
 * URL: `fetch('/api/v1/pets')` there fails with "TypeError: Failed to parse URL".
 */
export function apiUrl(path: string, origin?: URL): string {
  return origin ? new URL(`/api/v1${path}`, origin).href : `/api/v1${path}`
}

/** The ten newest pets. */
export async function newestPets(origin?: URL): Promise<Pet[]> {
  const response = await fetch(apiUrl('/pets?sort=-id&limit=10', origin), { headers })
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
