// The testing guide's typed-client recipe, as it is written there: openapi-fetch on the exported
// `paths`, against usePetstore().
import createClient from 'openapi-fetch'
import { expect, test } from 'vitest'
import type { NewPet, Pet, paths } from 'petstore-mock'
import { usePetstore } from 'petstore-mock/vitest'

const baseUrl = 'http://typed-client.test/api/v1'
const petstore = usePetstore({ baseUrl, scenario: 'empty' })
const api = createClient<paths>({
  baseUrl,
  headers: { Authorization: 'Bearer petstore-demo-key' },
  // openapi-fetch keeps the fetch it found when the client was made, before msw patched it.
  fetch: (request) => fetch(request),
})

test('adds and lists pets, typed from openapi.yaml', async () => {
  const { id: categoryId } = await petstore.given.category({ name: 'Dogs' })
  const rex: NewPet = { name: 'Rex', categoryId }
  const created = await api.POST('/pets', { body: rex })
  expect(created.response.status).toBe(201)
  const { data, error } = await api.GET('/pets', { params: { query: { limit: 10 } } })
  const pets: Pet[] | undefined = data
  expect(error).toBeUndefined()
  expect(pets?.map((pet) => pet.name)).toEqual(['Rex'])
})

test("gets the API's Error object on a 4xx, typed too", async () => {
  const { error, response } = await api.GET('/pets/{petId}', { params: { path: { petId: 404 } } })
  expect(response.status).toBe(404)
  expect(error?.code).toBe('not_found')
})
