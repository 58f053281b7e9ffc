/**
 * The rules of who may reach a served mock (README "Security"): the hosts it answers to (against
 * DNS rebinding), the browser origins allowed on the API and on `/__admin`, and the admin token
 * that a non-loopback address requires. Kept beside `settings.ts`; `createPetstoreHttpServer`
 * and the CLI's flags check through here, so both accept the same values and refuse alike.
 */
import { fail, ok, type Checked } from '../base/checked'
import { shown } from '../base/text'
import { check } from './settings-check'

/** Host names the server answers to besides loopback names and IP addresses, or `true` for any. */
export type AllowedHosts = readonly string[] | true

/**
 * Origins allowed from browsers besides loopback pages and the server's own: `'*'` for any, or
 * exact origins (`'*'` among them opens the API only).
 */
export type CorsOrigins = '*' | readonly string[]

/** The environment variable `serve` reads the admin token from when `--admin-token` is absent. */
export const ADMIN_TOKEN_ENV = 'PETSTORE_ADMIN_TOKEN'

/** The shortest admin token accepted: a guess must not be a matter of a few tries. */
export const MIN_ADMIN_TOKEN_LENGTH = 16

/** What a served mock lets in, checked. */
export interface AccessSettings {
  /** Extra host names (lower case; `.example.com` covers its subdomains), or `true` for any. */
  allowedHosts: AllowedHosts
  /** Browser origins allowed on the API besides loopback ones: `'*'` or exact origins. */
  apiOrigins: CorsOrigins
  /** Browser origins allowed on `/__admin` besides the server's own: never `'*'`. */
  adminOrigins: readonly string[]
  /** The bearer token every `/__admin` request must send, when set. */
  adminToken: string | undefined
}

/** The options `resolveAccess` reads (those of `createPetstoreHttpServer`). */
export interface AccessOptions {
  host?: unknown
  admin?: unknown
  allowedHosts?: unknown
  corsOrigins?: unknown
  adminToken?: unknown
}

/**
 * Whether a host name or address is this machine's loopback: `localhost`, a name under
 * `.localhost`, 127.0.0.0/8 or ::1 (with or without brackets, with or without a port).
 */
export function isLoopbackHost(host: string): boolean {
  const name = hostnameOf(host)
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === '::1' ||
    name === '::ffff:127.0.0.1'
  )
}

/**
 * Whether a browser origin is a page on this machine: http(s) on a loopback name or address
 * (`localhost`, `127.0.0.1`, `[::1]`), any port. Loopback pages are the developer's own dev
 * servers, so `serve` lets them in by default, as Vite's dev server does.
 */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return /^https?:$/.test(url.protocol) && isLoopbackHost(url.hostname)
  } catch {
    return false
  }
}

/** The host name of a Host header or address: lower case, without port, brackets or final dot. */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase()
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(lower)
  if (bracketed) return bracketed[1] as string
  // A bare IPv6 address has more than one colon and no port.
  const name = (lower.match(/:/g) ?? []).length > 1 ? lower : lower.replace(/:\d*$/, '')
  return name.replace(/\.$/, '')
}

/** An origin as browsers send it (scheme, host, port), normalized; `'*'` passes as is. */
export function checkOrigin(value: unknown): Checked<string> {
  if (value === '*') return ok('*')
  const example = 'must be an origin such as http://localhost:5173'
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return fail(example)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return fail(example)
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return fail(`${example} (scheme, host and port only)`)
  }
  // A browser sends its exact origin; a pattern here would only ever match itself.
  if (url.hostname.includes('*')) {
    return fail(
      `${example}: wildcards such as http://*.test are not supported; list each origin (repeat the option), or use * for any origin`,
    )
  }
  return ok(url.origin)
}

/** A CORS setting: `'*'`, or a list of origins (each normalized, `'*'` allowed among them). */
export function checkCorsOrigins(value: unknown): Checked<CorsOrigins> {
  if (value === '*') return ok('*')
  if (!Array.isArray(value)) return fail(`must be '*' or a list of origins`)
  const origins: string[] = []
  for (const [index, origin] of value.entries()) {
    const checked = checkOrigin(origin)
    if (!checked.ok) return fail(`[${index}] ${checked.problem}, not ${shown(origin, 200)}`)
    origins.push(checked.value)
  }
  return ok(origins)
}

/**
 * One allowed host: a host name (`my-box.lan`), a domain with its subdomains (`.example.com`) or
 * an IP address; no scheme, no port. Returned in lower case.
 */
export function checkAllowedHost(value: unknown): Checked<string> {
  const problem =
    'must be a host name such as my-box.lan, .example.com for a domain and its subdomains, or an IP address (no scheme, no port)'
  if (typeof value !== 'string') return fail(problem)
  const host = value.trim().toLowerCase()
  const name = /^\.?[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*$/
  const ipv6 = /^\[?[0-9a-f:.]*:[0-9a-f:.]*\]?$/
  if (host.length > 253 || !(name.test(host) || ipv6.test(host))) return fail(problem)
  return ok(host.replace(/^\[(.*)\]$/, '$1'))
}

/**
 * The allowed-hosts setting: `true` (no check: any page can reach the mock through DNS
 * rebinding) or a list of hosts as `checkAllowedHost` takes them.
 */
export function checkAllowedHosts(value: unknown): Checked<AllowedHosts> {
  if (value === true) return ok(true)
  if (!Array.isArray(value)) return fail('must be true (any host) or a list of host names')
  const hosts: string[] = []
  for (const [index, host] of value.entries()) {
    const checked = checkAllowedHost(host)
    if (!checked.ok) return fail(`[${index}] ${checked.problem}, not ${shown(host, 200)}`)
    hosts.push(checked.value)
  }
  return ok(hosts)
}

/** An admin token: at least 16 visible ASCII characters, such as `openssl rand -hex 16` prints. */
export function checkAdminToken(value: unknown): Checked<string> {
  if (
    typeof value === 'string' &&
    new RegExp(`^[!-~]{${MIN_ADMIN_TOKEN_LENGTH},1024}$`).test(value)
  ) {
    return ok(value)
  }
  return fail(
    `must be ${MIN_ADMIN_TOKEN_LENGTH} to 1024 visible ASCII characters without spaces (e.g. from openssl rand -hex 16)`,
  )
}

/**
 * Why an admin surface on `host` needs a token it lacks, or undefined when it is fine: on an
 * address other machines can reach, `/__admin` (the journal, the whole store) is never open.
 */
export function adminTokenProblem(
  host: string,
  admin: boolean,
  token: string | undefined,
): string | undefined {
  if (!admin || token !== undefined || isLoopbackHost(host)) return undefined
  return `is required to serve /__admin on ${host}, which other machines can reach`
}

/** Checks the access options of a served mock; a misused one is a TypeError naming it. */
export function resolveAccess(options: AccessOptions): AccessSettings {
  const host = typeof options.host === 'string' ? options.host : '127.0.0.1'
  const allowedHosts =
    options.allowedHosts === undefined
      ? []
      : check('allowedHosts', checkAllowedHosts(options.allowedHosts), options.allowedHosts)
  const apiOrigins =
    options.corsOrigins === undefined
      ? []
      : check('corsOrigins', checkCorsOrigins(options.corsOrigins), options.corsOrigins)
  const adminToken = options.adminToken === undefined ? undefined : tokenOf(options.adminToken)
  if (adminToken !== undefined && options.admin !== true) {
    throw new TypeError('adminToken protects the admin surface; set admin: true to serve it')
  }
  const problem = adminTokenProblem(host, options.admin === true, adminToken)
  if (problem) {
    throw new TypeError(
      `adminToken ${problem}; pass adminToken (serve: --admin-token or ${ADMIN_TOKEN_ENV}), or serve on 127.0.0.1`,
    )
  }
  return {
    allowedHosts,
    apiOrigins,
    adminOrigins: apiOrigins === '*' ? [] : apiOrigins.filter((origin) => origin !== '*'),
    adminToken,
  }
}

// The token itself never goes into a message: only its length or its type.
function tokenOf(value: unknown): string {
  const checked = checkAdminToken(value)
  if (checked.ok) return checked.value
  const got = typeof value === 'string' ? `${value.length} characters` : shown(value, 200)
  throw new TypeError(`adminToken ${checked.problem}, got ${got}`)
}
