import { describe, expect, it } from 'vitest'
import { createPetstore } from '../controller/petstore'
import { inProcessFetch } from './in-process'
import { runConformance } from './suite'
import { CONFORMANCE_BASE, CONFORMANCE_NOW, KEYS } from '../../test/support/conformance'

describe('a contract run when the connection drops', () => {
  it('counts a connection closed on an oversized body as a refusal, and any other as a failure of that case only', async () => {
    const petstore = createPetstore({ baseUrl: CONFORMANCE_BASE, now: CONFORMANCE_NOW })
    await petstore.ready
    const answer = inProcessFetch(petstore.handlers)
    // Like a server that answers 413 and closes while the client still sends: the write fails.
    const dropping: typeof fetch = async (input, init) => {
      const request = new Request(input, init)
      const length = Number(request.headers.get('content-length') ?? init?.body?.toString().length)
      if (
        length > 64 * 1024 ||
        (init?.body instanceof ReadableStream && request.method !== 'GET')
      ) {
        throw new TypeError('fetch failed', { cause: new Error('write EPIPE') })
      }
      if (new URL(request.url).pathname.endsWith('/unicorns')) {
        throw new TypeError('fetch failed', { cause: new Error('socket hang up') })
      }
      return answer(input, init)
    }
    const report = await runConformance({
      baseUrl: CONFORMANCE_BASE,
      ...KEYS,
      fetch: dropping,
      only: ['listCategories:valid'],
      hostile: true,
      numRuns: 1,
      invariants: false,
    })
    expect(report.hostile.find((g) => g.name.includes('64 KiB'))?.failed).toBe(0)
    expect(report.hostile.find((g) => g.name.includes('outside the contract'))?.failed).toBe(1)
    expect(report.failures).toEqual([
      expect.objectContaining({
        phase: 'hostile',
        title: 'answers 404 not_found to paths outside the contract: GET /unicorns',
        problems: [{ check: 'transport', message: 'fetch failed (socket hang up)' }],
      }),
    ])
    // The run went on after the lost connections: every group, then the property.
    expect(report.hostile).toHaveLength(13)
    expect(report.properties).toHaveLength(1)
  }, 60_000)
})
