/**
 * The demo's API client against the mock, as two browser tabs: each keeps the versions it was
 * answered with and sends them back as If-Match, so a tab saving over a change it never saw
 * gets 412 with the current version instead of undoing the other tab's save.
 */
import { describe, expect, it } from 'vitest'
import { createPetstore } from 'petstore-mock'
import { createClient } from './client'
import { ApiProblem } from './problem'

const BASE = 'http://demo.test/api/v1'

async function twoTabs() {
  const petstore = createPetstore({ baseUrl: BASE, scenario: 'empty' })
  await petstore.ready
  const dogs = await petstore.db.createCategory({ name: 'Dogs' })
  const rex = await petstore.db.createPet({ name: 'Rex', categoryId: dogs.id })
  const fetchMock: typeof fetch = async (input, init) =>
    (await petstore.fetch(new Request(String(input), init))) ?? new Response(null, { status: 599 })
  const tab = () => createClient({ baseUrl: BASE, apiKey: 'petstore-demo-key', fetch: fetchMock })
  return { petstore, rex, a: tab(), b: tab() }
}

const saveAs = (name: string, categoryId: number) => ({ name, categoryId })

describe('the demo API client', () => {
  it("refuses a tab's save over a change it has not seen, naming the current version", async () => {
    const { rex, a, b } = await twoTabs()
    await a.call('getPetById', { path: { petId: rex.id } })
    await b.call('getPetById', { path: { petId: rex.id } })

    const saved = await a.call('updatePet', {
      path: { petId: rex.id },
      body: saveAs('Max', rex.categoryId),
    })
    const stale = b.call('updatePet', {
      path: { petId: rex.id },
      body: saveAs('Bella', rex.categoryId),
    })

    await expect(stale).rejects.toBeInstanceOf(ApiProblem)
    await expect(stale).rejects.toMatchObject({
      code: 'precondition_failed',
      status: 412,
      version: saved.headers.get('ETag'),
    })
    expect(a.versionOf('updatePet', { petId: rex.id })).toBe(saved.headers.get('ETag'))
  })

  it('saves once the tab has read the current version, or when told to overwrite', async () => {
    const { rex, a, b } = await twoTabs()
    await b.call('getPetById', { path: { petId: rex.id } })
    await a.call('updatePet', { path: { petId: rex.id }, body: saveAs('Max', rex.categoryId) })

    const overwrite = await b.call('updatePet', {
      path: { petId: rex.id },
      body: saveAs('Bella', rex.categoryId),
      ifMatch: null,
    })
    expect(overwrite.data.name).toBe('Bella')

    await a.call('getPetById', { path: { petId: rex.id } })
    const saved = await a.call('updatePet', {
      path: { petId: rex.id },
      body: saveAs('Luna', rex.categoryId),
    })
    expect(saved.data.name).toBe('Luna')
  })

  it('remembers a created record by its Location and guards its delete', async () => {
    const { petstore, rex, a, b } = await twoTabs()
    const created = await a.call('createPet', { body: saveAs('Tom', rex.categoryId) })
    const id = created.data.id
    expect(a.versionOf('deletePet', { petId: id })).toBe(created.headers.get('ETag'))

    await b.call('updatePet', { path: { petId: id }, body: saveAs('Tomcat', rex.categoryId) })
    await expect(a.call('deletePet', { path: { petId: id } })).rejects.toMatchObject({
      status: 412,
    })
    expect(petstore.db.pets.get(id)?.name).toBe('Tomcat')
  })

  it('forgets a version the API called stale, so asking again goes through', async () => {
    const { petstore, rex, a, b } = await twoTabs()
    await a.call('getPetById', { path: { petId: rex.id } })
    await b.call('updatePet', { path: { petId: rex.id }, body: saveAs('Max', rex.categoryId) })
    await expect(a.call('deletePet', { path: { petId: rex.id } })).rejects.toMatchObject({
      status: 412,
    })
    expect(a.versionOf('deletePet', { petId: rex.id })).toBeUndefined()
    await a.call('deletePet', { path: { petId: rex.id } })
    expect(petstore.db.pets.get(rex.id)).toBeUndefined()
  })
})
