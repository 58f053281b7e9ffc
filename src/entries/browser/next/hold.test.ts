import { describe, expect, it } from 'vitest'
import { holdApiFetches } from './hold'

function page(calls: string[]) {
  const network: typeof fetch = async (input) => {
    calls.push(input instanceof Request ? input.url : String(input))
    return new Response('network')
  }
  return { fetch: network, location: { href: 'http://localhost:3000/pets' } }
}

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('holdApiFetches', () => {
  it('makes an API fetch wait for the worker, and sends it once the worker is ready', async () => {
    const calls: string[] = []
    const scope = page(calls)
    const ready = deferred()
    holdApiFetches(ready.promise, 'https://api.test/v1', scope)
    const pending = scope.fetch('https://api.test/v1/pets?limit=2')
    await tick()
    expect(calls).toEqual([])
    ready.resolve()
    expect(await (await pending).text()).toBe('network')
    expect(calls).toEqual(['https://api.test/v1/pets?limit=2'])
  })

  it('lets a request outside the API go at once', async () => {
    const calls: string[] = []
    const scope = page(calls)
    holdApiFetches(new Promise(() => undefined), 'https://api.test/v1', scope)
    await scope.fetch('https://api.test/v10/pets')
    await scope.fetch('/_next/static/chunk.js')
    expect(calls).toEqual(['https://api.test/v10/pets', '/_next/static/chunk.js'])
  })

  it('holds a relative base on the page origin, whether the app writes the URL whole or not', async () => {
    const calls: string[] = []
    const scope = page(calls)
    const ready = deferred()
    holdApiFetches(ready.promise, '/api/v1', scope)
    const pending = [scope.fetch('/api/v1/pets'), scope.fetch('http://localhost:3000/api/v1')]
    await tick()
    expect(calls).toEqual([])
    ready.resolve()
    await Promise.all(pending)
    expect(calls).toEqual(['/api/v1/pets', 'http://localhost:3000/api/v1'])
  })

  it('lets held requests go when the worker fails to start, so the page sees the failure', async () => {
    const calls: string[] = []
    const scope = page(calls)
    const ready = deferred()
    holdApiFetches(ready.promise, 'https://api.test/v1', scope)
    const pending = scope.fetch(new Request('https://api.test/v1/pets'))
    ready.reject(new Error('no service worker'))
    await pending
    expect(calls).toEqual(['https://api.test/v1/pets'])
  })

  it('puts the page fetch back once the worker is ready', async () => {
    const scope = page([])
    const original = scope.fetch
    const ready = deferred()
    holdApiFetches(ready.promise, 'https://api.test/v1', scope)
    expect(scope.fetch).not.toBe(original)
    ready.resolve()
    await tick()
    expect(scope.fetch).toBe(original)
  })
})
