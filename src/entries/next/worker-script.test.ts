import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serviceWorkerScript } from './worker-script'

describe('serviceWorkerScript', () => {
  it("answers with the app's own msw worker script, as JavaScript that is never cached", async () => {
    const response = await serviceWorkerScript()
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe(
      readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8'),
    )
  })

  it('names the missing msw when the app has none', async () => {
    await expect(serviceWorkerScript('/')).rejects.toThrow(
      "Cannot find module 'msw/mockServiceWorker.js'",
    )
  })
})
