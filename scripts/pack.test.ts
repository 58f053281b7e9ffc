import { afterEach, describe, expect, it } from 'vitest'
import { PACKED_ENV, packedByParent } from './pack'

describe('a tarball packed once for several suites', () => {
  afterEach(() => {
    delete process.env[PACKED_ENV]
  })

  it('is the one the parent script named in PETSTORE_PACKED', () => {
    const packed = {
      filename: 'petstore-mock-0.1.0.tgz',
      size: 1,
      unpackedSize: 2,
      entryCount: 3,
      path: '/tmp/x/petstore-mock-0.1.0.tgz',
    }
    process.env[PACKED_ENV] = JSON.stringify(packed)
    expect(packedByParent()).toEqual(packed)
  })

  it('is packed by the suite itself when no parent named one', () => {
    expect(packedByParent()).toBeUndefined()
  })
})
