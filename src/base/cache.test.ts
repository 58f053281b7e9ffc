import { describe, expect, it } from 'vitest'
import { BoundedCache } from './cache'

describe('BoundedCache', () => {
  it('keeps what it is given until it is full', () => {
    const cache = new BoundedCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([1, 2, 2])
  })

  it('forgets the oldest entry set when a new key comes past its size', () => {
    const cache = new BoundedCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.has('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([false, 2, 3, 2])
  })

  it('replaces the value of a key it holds without dropping another', () => {
    const cache = new BoundedCache<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('a', 10)
    expect([cache.get('a'), cache.get('b')]).toEqual([10, 2])
  })

  it('makes a remembered value once per key, undefined included', () => {
    const cache = new BoundedCache<string, string | undefined>(4)
    let made = 0
    const make = (key: string) => (made++, key === 'none' ? undefined : key.toUpperCase())
    expect([cache.remember('x', make), cache.remember('x', make)]).toEqual(['X', 'X'])
    expect([cache.remember('none', make), cache.remember('none', make)]).toEqual([
      undefined,
      undefined,
    ])
    expect(made).toBe(2)
  })

  it('stays within its size whatever keys a client sends', () => {
    const cache = new BoundedCache<number, number>(100)
    for (let i = 0; i < 10_000; i++) cache.remember(i, (n) => n * 2)
    expect(cache.size).toBe(100)
    expect(cache.get(9_999)).toBe(19_998)
  })

  it('refuses a size that is not a whole number of 1 or more', () => {
    expect(() => new BoundedCache(0)).toThrow(TypeError)
    expect(() => new BoundedCache(1.5)).toThrow('max must be a whole number of 1 or more, got 1.5')
  })
})

describe('BoundedCache, past 64 entries (indexed)', () => {
  it('forgets the oldest entry and finds the others', () => {
    const cache = new BoundedCache<string, number>(100)
    for (let i = 0; i < 150; i++) cache.set(`k${i}`, i)
    expect([cache.has('k49'), cache.get('k50'), cache.get('k149'), cache.size]).toEqual([
      false,
      50,
      149,
      100,
    ])
  })

  it('reuses a deleted entry’s place without losing count', () => {
    const cache = new BoundedCache<string, number>(100)
    cache.set('a', 1)
    cache.delete('a')
    expect([cache.has('a'), cache.size, cache.delete('a')]).toEqual([false, 0, false])
    cache.set('a', 2)
    expect([cache.get('a'), cache.size]).toEqual([2, 1])
  })
})
