import { describe, expect, it } from 'vitest'
import { assertSupportedVersions, versionProblem } from './versions'

describe('the supported versions', () => {
  it('accept msw 2.15 and later 2.x on Node 20.19 and later', () => {
    expect(versionProblem({ msw: '2.15.0', node: '20.19.0' })).toBeUndefined()
    expect(versionProblem({ msw: '2.16.3', node: '24.1.0' })).toBeUndefined()
  })

  it('name the msw found and the one to install when it is msw 3 or an older 2.x', () => {
    expect(versionProblem({ msw: '3.0.0', node: '22.0.0' })).toBe(
      'found msw 3.0.0; install msw@~2.15.0 beside petstore-mock',
    )
    expect(versionProblem({ msw: '2.7.1', node: '22.0.0' })).toContain('found msw 2.7.1')
  })

  it('name the Node found when it is older than 20.19, beside a wrong msw', () => {
    expect(versionProblem({ msw: '1.3.2', node: 'v20.18.1' })).toBe(
      'found msw 1.3.2; install msw@~2.15.0 beside petstore-mock, and found Node v20.18.1; use Node 20.19 or later',
    )
  })

  it('leave msw unchecked where its version cannot be read', () => {
    expect(versionProblem({ msw: undefined, node: '20.19.0' })).toBeUndefined()
  })

  it('pass with the msw and Node this repository runs on', () => {
    expect(() => assertSupportedVersions()).not.toThrow()
  })
})
