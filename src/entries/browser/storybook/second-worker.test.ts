// The check runs in the page through its fetch; here the mock's own `fetch` stands in for a page
// whose only worker is the mock's, and the network's answers for a page with a second worker.
import { describe, expect, it } from 'vitest'
import { createPetstore } from '../../../controller/petstore'
import { assertOnlyWorker, SECOND_WORKER_MESSAGE, WORKER_CHECK_PATH } from './second-worker'

const BASE = 'http://storybook.test/api/v1'
const petstore = createPetstore({ baseUrl: BASE })
const throughMock = async (url: string) =>
  (await petstore.fetch(new Request(url))) ?? new Response(null, { status: 599 })

describe('the second-worker check of the Storybook loader', () => {
  it('passes when the mock answers the page, and its checks go to no operation', async () => {
    await expect(assertOnlyWorker(BASE, throughMock)).resolves.toBeUndefined()
    const checks = petstore.requests.entries.filter((e) => e.path === WORKER_CHECK_PATH)
    expect(checks.map((e) => e.status)).toEqual([404, 404])
  })

  it('names what to remove when the network answers (the addon worker let it pass)', async () => {
    const storybookServer = async () => new Response('<!doctype html><title>Storybook</title>')
    await expect(assertOnlyWorker(BASE, storybookServer)).rejects.toThrow(SECOND_WORKER_MESSAGE)
    expect(SECOND_WORKER_MESSAGE).toContain('petstoreLoader({ join: worker })')
  })

  it('fails when only the second check misses the mock, as the workers race for each request', async () => {
    let sent = 0
    const race = async (url: string) =>
      sent++ === 0 ? throughMock(url) : Promise.reject(new TypeError('Failed to fetch'))
    await expect(assertOnlyWorker(BASE, race)).rejects.toThrow(SECOND_WORKER_MESSAGE)
  })

  it("takes another API's 404 for the network, not for the mock", async () => {
    const otherApi = async () =>
      Response.json({ code: 'not_found', message: 'No such page.' }, { status: 404 })
    await expect(assertOnlyWorker(BASE, otherApi)).rejects.toThrow(SECOND_WORKER_MESSAGE)
  })
})
