// The app's calls: the team's own API (/auth/me) and the Petstore API (/api/v1).

export interface User {
  id: string
  name: string
}

export interface Pet {
  id: number
  name: string
  categoryId: number
  status?: 'available' | 'pending' | 'sold'
}

export interface Category {
  id: number
  name: string
}

const API_KEY = 'petstore-demo-key'

// Absolute, because under jsdom (Vitest) `fetch` is Node's, which refuses a relative URL; in a
// browser it is the address the relative one would reach.
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(new URL(path, globalThis.location?.href ?? 'http://localhost/'), {
    ...init,
    headers: { Authorization: `Bearer ${API_KEY}`, 'Content-Type': 'application/json' },
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`)
  return (await response.json()) as T
}

export const getMe = () => call<User>('/auth/me')

export const listPets = () => call<Pet[]>('/api/v1/pets?limit=100')

export const listCategories = () => call<Category[]>('/api/v1/categories')

export const addPet = (pet: { name: string; categoryId: number }) =>
  call<Pet>('/api/v1/pets', { method: 'POST', body: JSON.stringify(pet) })
