import { afterEach, describe, expect, it, vi } from 'vitest'
import { devLog } from './log'

describe('devLog', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('starts every warning and error with the mock’s name, details following as they are', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cause = new Error('disk full')
    devLog.warn('could not save the store:', cause)
    devLog.error('a listener threw')
    expect(warn).toHaveBeenCalledWith('[petstore-mock] could not save the store:', cause)
    expect(error).toHaveBeenCalledWith('[petstore-mock] a listener threw')
  })
})
