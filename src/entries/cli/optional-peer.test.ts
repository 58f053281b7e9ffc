import { describe, expect, it } from 'vitest'
import { main, type CliIo } from './main'
import { missingPeer } from './optional-peer'

const notFound = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('an optional peer the contract verb needs', () => {
  it('is named when an import cannot find it', () => {
    const error = notFound(
      'ERR_MODULE_NOT_FOUND',
      "Cannot find package 'fast-check' imported from /app/node_modules/petstore-mock/dist/cli.js",
    )
    expect(missingPeer(error)).toBe('fast-check')
  })

  it('is named when a require cannot find it', () => {
    expect(missingPeer(notFound('MODULE_NOT_FOUND', "Cannot find module 'fast-check'"))).toBe(
      'fast-check',
    )
  })

  it('is not blamed for another missing module or another failure', () => {
    expect(missingPeer(notFound('ERR_MODULE_NOT_FOUND', "Cannot find package 'other'"))).toBe(
      undefined,
    )
    expect(missingPeer(new SyntaxError("Unexpected token in 'fast-check'"))).toBe(undefined)
    expect(missingPeer(undefined)).toBe(undefined)
  })

  it('leaves the contract verb working where fast-check is installed, as in this repository', async () => {
    const out: string[] = []
    const io = { out: (line: string) => out.push(line), err: (line: string) => out.push(line) }
    const code = await main(['contract', '--help'], io as unknown as CliIo, {})
    expect(code).toBe(0)
    expect(out.join('\n')).toMatch(/petstore-mock contract/)
  })
})
