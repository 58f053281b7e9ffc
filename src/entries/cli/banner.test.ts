/**
 * The start-up lines: where the mock is, how to call it, and a warning when it is reachable
 * from other machines.
 */
import { describe, expect, it } from 'vitest'
import type { PetstoreHttpServer } from '../http/petstore-http-server'
import { parseCliArgs, type ServeOptions } from './args'
import { banner, proxyWarning } from './banner'

const mock = {
  url: 'http://127.0.0.1:4010/api/v1',
  origin: 'http://127.0.0.1:4010',
} as PetstoreHttpServer

function optionsOf(...argv: string[]): ServeOptions {
  const parsed = parseCliArgs(['serve', ...argv])
  if (parsed.command !== 'serve') throw new Error('expected serve')
  return parsed.options
}

describe('banner', () => {
  it('names the scenario, seed, URLs and keys, and gives a curl line that works as pasted', () => {
    expect(banner(mock, optionsOf(), '1.0.0')).toEqual([
      'petstore-mock 1.0.0 is serving the Petstore API (scenario default, seed 1)',
      '',
      '  API        http://127.0.0.1:4010/api/v1',
      '  Contract   http://127.0.0.1:4010/openapi.yaml',
      '  API keys   petstore-demo-key (read, write), petstore-readonly-key (read only)',
      "  Try        curl -H 'Authorization: Bearer petstore-demo-key' 'http://127.0.0.1:4010/api/v1/pets?limit=3'",
      '  Browsers   pages on localhost, 127.0.0.1, [::1] and this origin; more with --cors-origin <origin>',
      '',
      'Press Ctrl-C to stop.',
    ])
  })

  it('shows the harness settings and the large scenario size', () => {
    const lines = banner(
      mock,
      optionsOf(
        '--pets',
        '500',
        '--latency',
        '50-300',
        '--fault-rate',
        '5%',
        '--now',
        '2027-07-01T00:00:00Z',
      ),
      '1.0.0',
    )
    expect(lines[0]).toContain('(scenario large, 500 pets, seed 1)')
    expect(lines).toContain(
      '  Harness    latency 50-300 ms, fault rate 5%, clock frozen at 2027-07-01T00:00:00.000Z',
    )
  })

  it('warns when the mock is bound beyond this machine', () => {
    const lines = banner(mock, optionsOf('--host', '0.0.0.0'), '1.0.0')
    expect(lines.join('\n')).toContain('Bound to 0.0.0.0: other machines on the network can reach')
    expect(banner(mock, optionsOf('--host', '::1'), '1.0.0').join('\n')).not.toContain('Bound to')
  })

  it('says who may use /__admin, and never prints the token', () => {
    const open = banner(mock, optionsOf('--admin'), '1.0.0')
    expect(open).toContain(
      '  Admin      http://127.0.0.1:4010/__admin (this origin only, plus any --cors-origin)',
    )
    const withToken = ['--host', '0.0.0.0', '--admin', '--admin-token', 'b7d1c0ffee2a4e19']
    const guarded = banner(mock, optionsOf(...withToken), '1.0.0').join('\n')
    expect(guarded).toContain('/__admin (send Authorization: Bearer <your admin token>)')
    expect(guarded).not.toContain('b7d1c0ffee2a4e19')
  })

  it('says which browser pages may call the API', () => {
    expect(banner(mock, optionsOf(), '1.0.0')).toContain(
      '  Browsers   pages on localhost, 127.0.0.1, [::1] and this origin; more with --cors-origin <origin>',
    )
    const phone = optionsOf('--cors-origin', 'http://192.168.1.20:5173')
    expect(banner(mock, phone, '1.0.0')).toContain(
      '  Browsers   pages on localhost, 127.0.0.1, [::1] and this origin, http://192.168.1.20:5173; more with --cors-origin <origin>',
    )
    expect(banner(mock, optionsOf('--cors-origin', '*'), '1.0.0')).toContain(
      '  Browsers   pages on any origin (--cors-origin *)',
    )
  })

  it('warns once when the --proxy base URL leaves out /api/v1, showing where a request goes', () => {
    expect(proxyWarning(optionsOf('--proxy', 'https://staging.example.com').proxy)).toBe(
      "warning: --proxy https://staging.example.com does not end in /api/v1, the API's base path, so GET /pets goes to https://staging.example.com/pets. If the backend serves the API at /api/v1, start with --proxy https://staging.example.com/api/v1.",
    )
    for (const target of [
      'https://staging.example.com/api/v1',
      'http://127.0.0.1:8080/shop/api/v1/',
    ]) {
      expect(proxyWarning(optionsOf('--proxy', target).proxy), target).toBeUndefined()
    }
    expect(proxyWarning(optionsOf().proxy)).toBeUndefined()
  })

  it('lists the extra host names, and warns when the Host check is off', () => {
    expect(banner(mock, optionsOf('--allowed-host', 'my-box.lan'), '1.0.0')).toContain(
      '  Hosts      my-box.lan, besides localhost and IP addresses',
    )
    expect(banner(mock, optionsOf('--allowed-host', 'all'), '1.0.0').join('\n')).toContain(
      'Host check off (--allowed-host all): any web page can reach this mock through DNS rebinding.',
    )
  })
})
