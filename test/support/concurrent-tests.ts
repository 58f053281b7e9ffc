/**
 * The eight concurrent tests the concurrency files share (issue 51): each adds a pet through the
 * API and lists the pets, which must be its own pet alone.
 */
import { expect } from 'vitest'
import type { PetstoreTestKit } from '../../src/entries/test-kit/kit'

const headers = { Authorization: 'Bearer petstore-demo-key', 'Content-Type': 'application/json' }

/** Declares the eight tests with `declare` (the caller's `test`, wrapped in its boundary). */
export function eightConcurrentTests(
  base: string,
  declare: (name: string, body: (own: PetstoreTestKit) => Promise<void>) => void,
): void {
  for (let index = 0; index < 8; index++) {
    declare(`test C${index} lists only the pet it added`, async (own) => {
      const category = await own.given.category({ name: `Kind ${index}` })
      const created = await fetch(`${base}/pets`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `C${index}`, categoryId: category.id }),
      })
      expect(created.status).toBe(201)
      const listed = (await (await fetch(`${base}/pets`, { headers })).json()) as { name: string }[]
      expect(listed.map((pet) => pet.name)).toEqual([`C${index}`])
      expect(own).toHaveReceivedTimes('createPet', 1)
    })
  }
}
