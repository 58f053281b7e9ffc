/**
 * What `serve` prints once the mock listens: where it is, how to authenticate, and one curl
 * command that works as pasted.
 */
import { isLoopbackHost } from '../../controller/settings-access'
import type { LatencySetting } from '../../runtime/chaos-and-canned'
import type { RunningHttpServer } from '../http/http-server'
import type { PetstoreCore } from '../../controller/core'
import type { ServeOptions } from './args'

/** The start-up lines for a running server. */
export function banner(
  mock: RunningHttpServer<PetstoreCore>,
  options: ServeOptions,
  version: string,
): string[] {
  const key = 'petstore-demo-key'
  const auth = options.auth ? `-H 'Authorization: Bearer ${key}' ` : ''
  const scenario =
    options.scenarioFrom !== undefined
      ? `from ${options.scenarioFrom}`
      : options.scenario === 'large' && options.pets !== undefined
        ? `large, ${options.pets} pets`
        : options.scenario
  // A state brings its own store, scenario and seed: the flags' defaults would be wrong.
  const serving =
    options.state !== undefined
      ? `the state in ${options.state}`
      : `scenario ${scenario}, seed ${options.seed}`
  const lines = [
    `petstore-mock ${version} is serving the Petstore API (${serving})`,
    '',
    `  API        ${mock.url}`,
    `  Contract   ${mock.origin}/openapi.yaml`,
  ]
  if (options.admin) {
    lines.push(
      `  Admin      ${mock.origin}/__admin (${
        options.adminToken === undefined
          ? 'this origin only, plus any --cors-origin'
          : 'send Authorization: Bearer <your admin token>'
      })`,
    )
  }
  lines.push(
    options.auth
      ? `  API keys   ${key} (read, write), petstore-readonly-key (read only)`
      : '  API keys   none needed (--no-auth)',
    `  Try        curl ${auth}'${mock.url}/pets?limit=3'`,
  )
  const harness = [
    options.latency !== 'none' && `latency ${describeLatency(options.latency)}`,
    options.faultRate > 0 && `fault rate ${+(options.faultRate * 100).toFixed(2)}%`,
    options.now && `clock frozen at ${options.now.toISOString()}`,
  ].filter(Boolean)
  if (harness.length > 0) lines.push(`  Harness    ${harness.join(', ')}`)
  if (options.proxy) {
    const which = options.proxy.operations?.join(', ') ?? 'every operation'
    lines.push(
      `  Proxy      ${which} → ${options.proxy.target} (answers checked against openapi.yaml)`,
    )
  }
  lines.push(`  Browsers   ${describeOrigins(options.corsOrigins)}`)
  if (options.allowedHosts !== true && options.allowedHosts.length > 0) {
    lines.push(
      `  Hosts      ${options.allowedHosts.join(', ')}, besides localhost and IP addresses`,
    )
  }
  if (!isLoopbackHost(options.host)) {
    lines.push(
      '',
      `  Bound to ${options.host}: other machines on the network can reach this mock, and its keys are public.`,
    )
  }
  if (options.allowedHosts === true) {
    lines.push(
      '',
      '  Host check off (--allowed-host all): any web page can reach this mock through DNS rebinding.',
    )
  }
  lines.push('', 'Press Ctrl-C to stop.')
  return lines
}

function describeOrigins(origins: ServeOptions['corsOrigins']): string {
  if (origins === '*' || origins.includes('*')) return 'pages on any origin (--cors-origin *)'
  const listed = origins.length > 0 ? `, ${origins.join(', ')}` : ''
  return `pages on localhost, 127.0.0.1, [::1] and this origin${listed}; more with --cors-origin <origin>`
}

function describeLatency(latency: LatencySetting): string {
  if (typeof latency === 'string') return latency
  if (typeof latency === 'number') return `${latency} ms`
  return `${latency[0]}-${latency[1]} ms`
}

/**
 * One warning for a `--proxy` base URL whose path is not the API's `/api/v1`: the operation's
 * path is added to it as given, so `https://staging.example.com` sends `GET /pets` to
 * `https://staging.example.com/pets`, a 404 on a backend that serves `/api/v1/pets`.
 */
export function proxyWarning(proxy: ServeOptions['proxy']): string | undefined {
  if (!proxy) return undefined
  let url: URL
  try {
    url = new URL(proxy.target)
  } catch {
    return undefined
  }
  const path = url.pathname.replace(/\/+$/, '')
  if (path.endsWith('/api/v1')) return undefined
  const base = `${url.origin}${path}`
  return `warning: --proxy ${proxy.target} does not end in /api/v1, the API's base path, so GET /pets goes to ${base}/pets. If the backend serves the API at /api/v1, start with --proxy ${base}/api/v1.`
}
