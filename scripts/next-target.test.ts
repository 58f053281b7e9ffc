import { describe, expect, it } from 'vitest'
import { bundlerFlags, isExampleTarget, targetFromArgs } from './next-target'

describe("test:next's targets", () => {
  it('are the example as it is (Next 16, Turbopack, 50 loads) when no argument names another', () => {
    const target = targetFromArgs([])
    expect(target).toEqual({ major: 16, bundler: 'turbopack', loads: 50 })
    expect(isExampleTarget(target)).toBe(true)
  })

  it('pick the bundler with the flag each Next major needs for it', () => {
    expect(bundlerFlags(targetFromArgs(['--webpack']))).toEqual(['--webpack'])
    expect(bundlerFlags(targetFromArgs(['--next=15', '--turbopack']))).toEqual(['--turbopack'])
    expect(bundlerFlags(targetFromArgs(['--next=15', '--webpack']))).toEqual([])
    expect(bundlerFlags(targetFromArgs(['--next=16', '--turbopack', '--loads=10']))).toEqual([])
  })

  it('refuse an argument they do not know, naming it', () => {
    expect(() => targetFromArgs(['--next=14'])).toThrow(/unknown argument --next=14/)
    expect(() => targetFromArgs(['--rspack'])).toThrow(TypeError)
  })
})
