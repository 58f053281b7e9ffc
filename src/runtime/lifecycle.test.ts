import { describe, expect, it } from 'vitest'
import { createStoreLifecycle } from './lifecycle'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('the store lifecycle', () => {
  it('runs replacements one at a time, in the order they were asked for', async () => {
    const lifecycle = createStoreLifecycle()
    const log: string[] = []
    const step = (name: string) => async () => {
      log.push(`${name} start`)
      await tick()
      log.push(`${name} end`)
    }
    await Promise.all([
      lifecycle.replace({ reason: 'reset', run: step('a') }),
      lifecycle.replace({ reason: 'scenario', run: step('b') }),
      lifecycle.replace({ reason: 'restore', run: step('c') }),
    ])
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end'])
  })

  it('lets calls with the same key share one replacement that has not started', async () => {
    const lifecycle = createStoreLifecycle()
    let runs = 0
    const reset = () =>
      lifecycle.replace({ reason: 'reset', key: 'reset', run: async () => void runs++ })
    const first = reset()
    const [second, third] = [reset(), reset()]
    expect(second).toBe(third)
    await Promise.all([first, second, third])
    // The first may already run when the others arrive; never more than two in all.
    expect(runs).toBeLessThanOrEqual(2)
  })

  it('rejects only the replacement that failed and keeps working', async () => {
    const lifecycle = createStoreLifecycle()
    const failed = lifecycle.replace({
      reason: 'scenario',
      run: () => Promise.reject(new Error('broken')),
    })
    const next = lifecycle.replace({ reason: 'reset', run: async () => undefined })
    await expect(failed).rejects.toThrow('broken')
    await expect(next).resolves.toBeUndefined()
    await expect(lifecycle.settled()).resolves.toBeUndefined()
  })

  it('waits for requests in flight, and holds new ones until the replacement is in place', async () => {
    const lifecycle = createStoreLifecycle()
    const log: string[] = []
    expect(lifecycle.enter()).toBeUndefined()
    const replaced = lifecycle.replace({
      reason: 'reset',
      run: async () => void log.push('replaced'),
    })
    const held = lifecycle.enter()
    expect(held).toBeInstanceOf(Promise)
    void held?.then(() => log.push('held request runs'))
    await tick()
    expect(log).toEqual([])
    log.push('first request leaves')
    lifecycle.leave()
    await replaced
    await held
    expect(log).toEqual(['first request leaves', 'replaced', 'held request runs'])
    lifecycle.leave()
  })

  it('tells listeners after each replacement, and a throwing listener harms nothing', async () => {
    const lifecycle = createStoreLifecycle()
    const reasons: string[] = []
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      lifecycle.onReplaced(() => {
        throw new Error('listener bug')
      })
      const stop = lifecycle.onReplaced((reason) => reasons.push(reason))
      await lifecycle.replace({ reason: 'sync', run: async () => undefined })
      stop()
      await lifecycle.replace({ reason: 'reset', run: async () => undefined })
    } finally {
      console.error = original
    }
    expect(reasons).toEqual(['sync'])
    expect(errors).toHaveLength(2)
  })

  it('runs reads as requests do: after the queued replacements', async () => {
    const lifecycle = createStoreLifecycle()
    let store = 'old'
    const replaced = lifecycle.replace({
      reason: 'restore',
      run: async () => {
        await tick()
        store = 'new'
      },
    })
    await expect(lifecycle.read(async () => store)).resolves.toBe('new')
    await replaced
  })
})
