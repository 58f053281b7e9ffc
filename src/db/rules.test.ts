import { describe, it, expect } from 'vitest'
import {
  initialStock,
  statusAfterOrderCancelled,
  statusAfterOrderCompleted,
  statusAfterOrderPlaced,
  statusAfterStockSet,
} from './rules'
import type { PetStatus } from './schemas'

const statuses: PetStatus[] = ['available', 'pending', 'sold']

describe('initialStock', () => {
  it('gives an available pet a stock of 1', () => {
    expect(initialStock('available')).toBe(1)
  })

  it('gives a pending pet a stock of 0', () => {
    expect(initialStock('pending')).toBe(0)
  })

  it('gives a sold pet a stock of 0', () => {
    expect(initialStock('sold')).toBe(0)
  })
})

describe('statusAfterOrderPlaced', () => {
  it('makes the pet pending when the order took the last unit', () => {
    expect(statusAfterOrderPlaced('available', 0)).toBe('pending')
  })

  it('keeps an available pet available while stock remains', () => {
    expect(statusAfterOrderPlaced('available', 1)).toBe('available')
    expect(statusAfterOrderPlaced('available', 999)).toBe('available')
  })

  it('leaves any status unchanged while stock remains', () => {
    for (const status of statuses) expect(statusAfterOrderPlaced(status, 3)).toBe(status)
  })

  it('makes the pet pending at stock 0 whatever its status was', () => {
    for (const status of statuses) expect(statusAfterOrderPlaced(status, 0)).toBe('pending')
  })
})

describe('statusAfterOrderCompleted', () => {
  it('makes a pending pet sold when stock is 0 and no order is open', () => {
    expect(statusAfterOrderCompleted('pending', 0, 0)).toBe('sold')
  })

  it('keeps the pet pending while another order is still open', () => {
    expect(statusAfterOrderCompleted('pending', 0, 1)).toBe('pending')
    expect(statusAfterOrderCompleted('pending', 0, 5)).toBe('pending')
  })

  it('keeps an available pet available while it has stock', () => {
    expect(statusAfterOrderCompleted('available', 2, 0)).toBe('available')
    expect(statusAfterOrderCompleted('available', 1, 3)).toBe('available')
  })

  it('keeps a sold pet sold', () => {
    expect(statusAfterOrderCompleted('sold', 0, 0)).toBe('sold')
    expect(statusAfterOrderCompleted('sold', 4, 0)).toBe('sold')
  })

  it('makes any pet sold when stock is 0 and no order remains open', () => {
    for (const status of statuses) expect(statusAfterOrderCompleted(status, 0, 0)).toBe('sold')
  })
})

describe('statusAfterOrderCancelled', () => {
  it('makes a pending pet available again when stock is above 0', () => {
    expect(statusAfterOrderCancelled('pending', 1)).toBe('available')
    expect(statusAfterOrderCancelled('pending', 2)).toBe('available')
  })

  it('keeps a pending pet pending when stock is still 0', () => {
    expect(statusAfterOrderCancelled('pending', 0)).toBe('pending')
  })

  it('keeps an available pet available', () => {
    expect(statusAfterOrderCancelled('available', 3)).toBe('available')
  })

  it('keeps a sold pet sold even when stock came back', () => {
    expect(statusAfterOrderCancelled('sold', 3)).toBe('sold')
    expect(statusAfterOrderCancelled('sold', 0)).toBe('sold')
  })
})

describe('statusAfterStockSet', () => {
  it('makes a pending pet available when stock goes above 0', () => {
    expect(statusAfterStockSet('pending', 1, 0)).toBe('available')
    expect(statusAfterStockSet('pending', 5, 2)).toBe('available')
  })

  it('makes a sold pet available when stock goes above 0', () => {
    expect(statusAfterStockSet('sold', 3, 0)).toBe('available')
  })

  it('keeps an available pet available when stock stays above 0', () => {
    expect(statusAfterStockSet('available', 1, 0)).toBe('available')
    expect(statusAfterStockSet('available', 1_000_000, 4)).toBe('available')
  })

  it('makes an available pet pending at stock 0 while it has open orders', () => {
    expect(statusAfterStockSet('available', 0, 2)).toBe('pending')
    expect(statusAfterStockSet('available', 0, 1)).toBe('pending')
  })

  it('makes an available pet sold at stock 0 when it has no open orders', () => {
    expect(statusAfterStockSet('available', 0, 0)).toBe('sold')
  })

  it('leaves a pending pet pending at stock 0', () => {
    expect(statusAfterStockSet('pending', 0, 0)).toBe('pending')
    expect(statusAfterStockSet('pending', 0, 3)).toBe('pending')
  })

  it('leaves a sold pet sold at stock 0', () => {
    expect(statusAfterStockSet('sold', 0, 0)).toBe('sold')
    expect(statusAfterStockSet('sold', 0, 1)).toBe('sold')
  })
})
