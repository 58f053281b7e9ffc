import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchRelativeFetch } from './relative-fetch'

// A process of its own: its fetch fails on a relative URL as Node's does.
function processScope() {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    if (typeof input === 'string' && input.startsWith('/')) {
      throw new TypeError(`Failed to parse URL from ${input}`)
    }
    return new Response('ok')
  })
  return { fetch: fetch as typeof globalThis.fetch, nodeFetch: fetch }
}

afterEach(() => vi.restoreAllMocks())

describe('watchRelativeFetch', () => {
  it('says how to fix a relative API URL fetched on the server, and throws the error as it was', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const scope = processScope()
    watchRelativeFetch('/api/v1', scope)
    await expect(scope.fetch('/api/v1/pets')).rejects.toThrow(
      'Failed to parse URL from /api/v1/pets',
    )
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[petstore-mock\] fetch\('\/api\/v1\/pets'\) ran on the server, .*new URL\('\/api\/v1\/pets', <the request's URL>\), such as Astro\.url/,
    )
  })

  it('stays quiet on other URLs and on fetches that work', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const scope = processScope()
    watchRelativeFetch('/api/v1', scope)
    await expect(scope.fetch('/assets/logo.svg')).rejects.toThrow(TypeError)
    expect(await (await scope.fetch('http://127.0.0.1:5173/api/v1/pets')).text()).toBe('ok')
    expect(warn).not.toHaveBeenCalled()
  })

  it('wraps fetch once for any number of dev servers and puts it back when the last one closes', () => {
    const scope = processScope()
    const first = watchRelativeFetch('/api/v1', scope)
    const wrapped = scope.fetch
    // A config edit: Vite starts the new server before it closes the old one.
    const second = watchRelativeFetch('/api/v1', scope)
    expect(scope.fetch).toBe(wrapped)
    first()
    first()
    expect(scope.fetch).toBe(wrapped)
    second()
    expect(scope.fetch).toBe(scope.nodeFetch)
  })
})
