/**
 * `petstore-mock contract` against servers that misbehave the ways real backends do: it keeps
 * what it found when the server dies, names the request that killed it, reproduces every lost
 * connection with curl, and prints a report a person can read, always whole.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  diesAfter,
  dropsEvery,
  otherContract,
  plainText500,
  type ScriptedServer,
} from '../../test/support/misbehaving-servers'
import { main, type CliIo } from '../entries/cli/main'
import type { ConformanceReport } from './suite'

let server: ScriptedServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function contract(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    untilStopped: () => new Promise(() => undefined),
  }
  const code = await main(
    [
      'contract',
      server!.url,
      '--key',
      'petstore-demo-key',
      '--requests',
      '3',
      '--seed',
      '7',
      ...args,
    ],
    io,
  )
  return { code, text: out.join('\n'), err }
}

type JsonReport = ConformanceReport & { groups: Array<{ check: string; count: number }> }

describe('a server that dies after N requests', () => {
  it('reports what it found, naming the last request sent as the likely cause with its curl', async () => {
    server = await diesAfter(150)
    const { code, text } = await contract('--json')
    expect(code).toBe(1)
    const report = JSON.parse(text) as JsonReport
    expect(report.ok).toBe(false)
    expect(report.stopped).toMatch(/^the server stopped answering after request 151 \(/)
    const cause = report.failures.find((f) => f.problems.some((p) => p.check === 'server_stopped'))
    const [method, path] = server.diedOn!.split(' ') as [string, string]
    expect(cause?.request?.method).toBe(method)
    expect(cause?.request?.url).toBe(`${server.url.replace('/api/v1', '')}${path}`)
    expect(cause?.curl).toContain(`-X ${method} '${cause?.request?.url}'`)
    expect(cause?.problems.find((p) => p.check === 'server_stopped')?.message).toContain(
      'the last one sent: it is the likely cause',
    )
  }, 60_000)

  it('prints the whole text report with the reproduce line of that request', async () => {
    server = await diesAfter(150)
    const { code, text } = await contract()
    expect(code).toBe(1)
    expect(text).toContain('STOPPED EARLY: the server stopped answering after request 151')
    expect(text).toMatch(
      /✗ transport: .*\n {4}on .*\n(?: {4}e\.g\. .*\n)? {4}reproduce: curl -i -X /,
    )
  }, 60_000)

  it('with --keep-going waits for it to come back and goes on to the end', async () => {
    server = await diesAfter(60, { backAfterMs: 1500 })
    const { code, text, err } = await contract('--json', '--keep-going', '--no-hostile')
    expect(code).toBe(1)
    const report = JSON.parse(text) as JsonReport
    expect(report.stopped).toBeUndefined()
    expect(
      report.failures.filter((f) => f.problems.some((p) => p.check === 'server_stopped')),
    ).toHaveLength(1)
    expect(report.properties.length).toBeGreaterThan(30)
    expect(err.join('\n')).toMatch(/the server answers again after \d+\.\d s; going on/)
  }, 120_000)

  it('counts a server that never answered as a finding (exit 1), not a bad command line', async () => {
    server = await diesAfter(0)
    const { code, text } = await contract('--json')
    expect(code).toBe(1)
    expect((JSON.parse(text) as JsonReport).stopped).toMatch(/could not be reached/)
  })
})

it('gives every connection a server drops a finding with its curl, and goes on', async () => {
  server = await dropsEvery(40)
  const { code, text } = await contract('--json', '--no-hostile')
  expect(code).toBe(1)
  const report = JSON.parse(text) as JsonReport
  expect(report.stopped).toBeUndefined()
  const lost = report.failures.filter((f) => f.problems.some((p) => p.check === 'transport'))
  expect(lost.length).toBeGreaterThan(0)
  for (const failure of lost) expect(failure.curl).toMatch(/^curl -i -X /)
}, 60_000)

it('sums up a server that answers plain-text 500s to everything in a few groups', async () => {
  server = await plainText500()
  const { code, text } = await contract()
  expect(code).toBe(1)
  const lines = text.split('\n')
  expect(lines.length).toBeLessThanOrEqual(60)
  expect(text).toMatch(/^\s+\d+\s+not_a_server_error\s+\w+ \d+/m)
  expect(text).toContain('✗ not_a_server_error: answered 500, a server error')
  expect(text).toContain('reproduce: curl -i -X ')
}, 60_000)

it('names each way a server with another contract breaks this one, in at most 120 lines', async () => {
  server = await otherContract()
  const { code, text } = await contract()
  expect(code).toBe(1)
  expect(text.split('\n').length).toBeLessThanOrEqual(120)
  for (const problem of [
    /✗ response_schema: body must be array/,
    /✗ status_documented: status 200 is not documented/,
    /header X-Total-Count is missing/,
    /✗ expected_outcome: expected 401 unauthorized, got 200/,
    /content-type must be application\/json, got "text\/plain"/,
  ]) {
    expect(text).toMatch(problem)
  }
  const verbose = await contract('--verbose')
  expect(verbose.text.split('\n').length).toBeGreaterThan(text.split('\n').length)
}, 60_000)
