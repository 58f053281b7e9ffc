/**
 * The browser entry checks its options before it registers a worker, so a misused one fails the
 * start with a TypeError naming it (the e2e proxy spec shows the same in Chromium). msw's worker
 * is replaced by one that fails loudly: these starts must never reach it.
 */
import { describe, expect, it, vi } from 'vitest'
import { startPetstoreWorker } from './index'

vi.mock('msw/browser', () => ({
  setupWorker: () => {
    throw new Error('the worker was set up despite a misused option')
  },
}))

const baseUrl = 'http://localhost/api/v1'

describe('startPetstoreWorker with a misused proxy option', () => {
  it('names proxy.target when it is not an absolute URL', async () => {
    await expect(startPetstoreWorker({ baseUrl, proxy: { target: '/api/v1' } })).rejects.toThrow(
      new TypeError(
        'proxy.target must be an absolute http(s) URL such as http://127.0.0.1:8080/api/v1, got "/api/v1"',
      ),
    )
  })

  it('names proxy.operations and proxy.timeout', async () => {
    const target = 'http://127.0.0.1:8080/api/v1'
    await expect(
      startPetstoreWorker({ baseUrl, proxy: { target, operations: ['listPet'] } }),
    ).rejects.toThrow(/^proxy\.operations has unknown operations "listPet"/)
    await expect(startPetstoreWorker({ baseUrl, proxy: { target, timeout: 0 } })).rejects.toThrow(
      /^proxy\.timeout must be a positive number of milliseconds/,
    )
  })

  it('refuses a proxy given as a bare URL', async () => {
    await expect(
      startPetstoreWorker({ baseUrl, proxy: 'http://127.0.0.1:8080' as never }),
    ).rejects.toThrow(TypeError)
  })
})
