import { describe, expect, it } from 'vitest'
import { assertSupportedVersions, versionProblem } from './versions'

describe('the supported versions', () => {
  it('accept msw 2.15 and later 2.x on Node 20.19 and later', () => {
    expect(versionProblem({ msw: '2.15.0', node: '20.19.0' })).toBeUndefined()
    expect(versionProblem({ msw: '2.16.3', node: '24.1.0' })).toBeUndefined()
  })

  it('accept msw 3 on Node 22.12 and later', () => {
    expect(versionProblem({ msw: '3.0.5', node: '22.12.0' })).toBeUndefined()
    expect(versionProblem({ msw: '3.1.0', node: 'v24.11.1' })).toBeUndefined()
  })

  it('say msw 3 needs Node 22.12 when it is found on an older Node', () => {
    expect(versionProblem({ msw: '3.0.5', node: '20.20.0' })).toBe(
      'found msw 3.0.5 on Node 20.20.0; msw 3 needs Node 22.12 or later (or install msw@^2.15.0)',
    )
    expect(versionProblem({ msw: '3.0.0', node: '22.11.0' })).toContain('needs Node 22.12')
  })

  it('name the msw found and both majors to choose from when it is older than 2.15 or newer than 3', () => {
    expect(versionProblem({ msw: '2.7.1', node: '22.0.0' })).toBe(
      'found msw 2.7.1; install msw@^3.0.0 (Node 22.12 or later) or msw@^2.15.0 beside petstore-mock',
    )
    expect(versionProblem({ msw: '4.0.0', node: '24.0.0' })).toContain('found msw 4.0.0')
  })

  it('name the Node found when it is older than 20.19, whatever the msw', () => {
    expect(versionProblem({ msw: '1.3.2', node: 'v20.18.1' })).toBe(
      'found Node v20.18.1; use Node 20.19 or later',
    )
  })

  it('leave msw unchecked where its version cannot be read', () => {
    expect(versionProblem({ msw: undefined, node: '20.19.0' })).toBeUndefined()
  })

  it('pass with the msw and Node this repository runs on', () => {
    expect(() => assertSupportedVersions()).not.toThrow()
  })
})
