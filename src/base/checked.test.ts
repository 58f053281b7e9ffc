import { describe, expect, it } from 'vitest'
import { fail, ok, type Checked } from './checked'

describe('Checked', () => {
  it('carries the value of a passed check and the problem of a failed one', () => {
    const half = (n: number): Checked<number> => (n % 2 === 0 ? ok(n / 2) : fail('must be even'))
    expect([half(4), half(3)]).toEqual([
      { ok: true, value: 2 },
      { ok: false, problem: 'must be even' },
    ])
  })
})
