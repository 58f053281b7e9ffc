import { describe, expect, it } from 'vitest'
import { defaultApiKeys } from '../../runtime/auth'
import { keyFor, withApiKey } from './api-key'
import { petSunset, sunsetClock } from './sunset-clock'

describe('the harness API key switch', () => {
  it('finds a key of each kind among the accepted keys', () => {
    expect(keyFor(defaultApiKeys, 'read-write')).toBe('petstore-demo-key')
    expect(keyFor(defaultApiKeys, 'read-only')).toBe('petstore-readonly-key')
    expect(keyFor(defaultApiKeys, 'none')).toBeNull()
    expect(keyFor(defaultApiKeys, 'as-sent')).toBeUndefined()
    expect(keyFor({ admin: ['read', 'write'] }, 'read-only')).toBeUndefined()
    expect(keyFor(false, 'read-write')).toBeUndefined()
  })

  it('replaces, removes or keeps the Authorization header, body included', async () => {
    const request = new Request('http://shop.test/api/v1/pets', {
      method: 'POST',
      headers: { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' },
      body: '{"name":"Rex"}',
    })
    expect(withApiKey(request, undefined)).toBe(request)
    expect(withApiKey(request.clone(), null).headers.has('authorization')).toBe(false)
    const readOnly = withApiKey(request, 'petstore-readonly-key')
    expect(readOnly.headers.get('authorization')).toBe('Bearer petstore-readonly-key')
    expect(readOnly.headers.get('content-type')).toBe('application/json')
    expect(await readOnly.text()).toBe('{"name":"Rex"}')
  })
})

describe('the harness clock switch', () => {
  const sunset = petSunset().getTime()
  const day = 24 * 60 * 60 * 1000

  it('reads the sunset of GET /pets/{petId} from openapi.yaml', () => {
    expect(petSunset().toISOString()).toBe('2027-06-30T23:59:59.000Z')
  })

  it('keeps the real time while it is before the sunset, and jumps past it when asked', () => {
    const early = Date.parse('2026-01-01T00:00:00Z')
    expect(sunsetClock('before-sunset', () => early)().getTime()).toBe(early)
    expect(sunsetClock('after-sunset', () => early)().getTime()).toBe(sunset + day)
  })

  it('moves back before the sunset once the real time has passed it', () => {
    const late = sunset + 10 * day
    expect(sunsetClock('before-sunset', () => late)().getTime()).toBeLessThan(sunset)
    expect(sunsetClock('after-sunset', () => late)().getTime()).toBe(late)
  })

  it('keeps ticking', () => {
    let now = Date.parse('2026-01-01T00:00:00Z')
    const clock = sunsetClock('after-sunset', () => now)
    now += 5000
    expect(clock().getTime()).toBe(sunset + day + 5000)
  })
})
