/**
 * The example app's data layer: the two calls the pet shop page makes. The tests in this folder
 * drive it against petstore-mock, in Vitest directly and in Playwright through the page.
 */
import type { components } from 'petstore-mock'

/** A pet as the API returns it (the type comes from openapi.yaml). */
export type Pet = components['schemas']['Pet']

/** The shop's calls, bound to where the API lives. */
export interface Shop {
  /** Pets that can be adopted, by name. */
  availablePets(): Promise<Pet[]>
  /** Orders one of the pet; resolves to the sentence the page shows. */
  adopt(pet: Pick<Pet, 'id' | 'name'>): Promise<string>
}

/**
 * Creates the shop's client.
 *
 * @example
 * const shop = createShop('http://shop.test/api/v1')
 * await shop.adopt({ id: 1, name: 'Rex' }) // 'Rex is yours!'
 */
export function createShop(baseUrl = '/api/v1', apiKey = 'petstore-demo-key'): Shop {
  const headers = { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' }
  return {
    async availablePets() {
      const response = await fetch(`${baseUrl}/pets?status=available&sort=name`, { headers })
      if (!response.ok) throw new Error(`The pets could not be loaded (${response.status}).`)
      return (await response.json()) as Pet[]
    },
    async adopt(pet) {
      const response = await fetch(`${baseUrl}/store/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ petId: pet.id, quantity: 1 }),
      })
      if (response.status === 201) return `${pet.name} is yours!`
      if (response.status === 409) return `Sorry, ${pet.name} has just been adopted.`
      return 'The shop is busy; please try again.'
    },
  }
}
