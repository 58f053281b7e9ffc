import { describe, expect, it } from 'vitest'
import { guardFetch } from './fetch-guard'

const network: typeof fetch = async (input) =>
  new Response(`network: ${input instanceof Request ? input.url : String(input)}`)
const mock = async (request: Request) => new Response(`mock: ${request.method} ${request.url}`)
const owns = (url: string) => url.startsWith('https://api.test/')

function scopeWith(fetchFn: typeof fetch) {
  return { fetch: fetchFn }
}

describe('guardFetch', () => {
  it('answers the API from the mock and leaves every other URL to the fetch underneath', async () => {
    const scope = scopeWith(network)
    guardFetch(owns, mock, scope)
    expect(await (await scope.fetch('https://api.test/pets')).text()).toBe(
      'mock: GET https://api.test/pets',
    )
    expect(await (await scope.fetch('https://other.test/')).text()).toBe(
      'network: https://other.test/',
    )
  })

  it('keeps the API mocked when a framework puts its start-up fetch back, as Next does on a hot reload', async () => {
    const scope = scopeWith(network)
    guardFetch(owns, mock, scope)
    const startUp: typeof fetch = async () => new Response('start-up fetch')
    scope.fetch = startUp
    expect(await (await scope.fetch('https://api.test/pets')).text()).toBe(
      'mock: GET https://api.test/pets',
    )
    expect(await (await scope.fetch('https://other.test/')).text()).toBe('start-up fetch')
  })

  it('answers first when a framework wraps the fetch it read, and that wrapper handles the rest', async () => {
    const scope = scopeWith(network)
    guardFetch(owns, mock, scope)
    const read = scope.fetch
    scope.fetch = async (input, init) =>
      new Response(`cached ${await (await read(input, init)).text()}`)
    expect(
      await (await scope.fetch('https://api.test/pets', { method: 'POST', body: '{}' })).text(),
    ).toBe('mock: POST https://api.test/pets')
    expect(await (await scope.fetch('https://other.test/')).text()).toBe(
      'cached network: https://other.test/',
    )
  })

  it('hands a request the mock leaves unanswered to the fetch underneath, body intact', async () => {
    const scope = scopeWith(async (input) => new Response(await (input as Request).text()))
    guardFetch(owns, async () => undefined, scope)
    const response = await scope.fetch('https://api.test/pets', { method: 'POST', body: 'kept' })
    expect(await response.text()).toBe('kept')
  })

  it('once undone, leaves a plain fetch property holding the last function assigned', async () => {
    const scope = scopeWith(network)
    const unguard = guardFetch(owns, mock, scope)
    const later: typeof fetch = async () => new Response('later')
    scope.fetch = later
    unguard()
    expect(scope.fetch).toBe(later)
    expect(Object.getOwnPropertyDescriptor(scope, 'fetch')?.writable).toBe(true)
  })
})
