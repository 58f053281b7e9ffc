/**
 * The `Host` check against DNS rebinding (as Vite's `server.allowedHosts`): a page on
 * `evil.example` whose name is made to resolve to 127.0.0.1 reaches the mock with
 * `Host: evil.example`, so only hosts that cannot be rebound by a stranger are answered.
 */
import { isIP } from 'node:net'
import { BoundedCache } from '../../base/cache'
import { printable } from '../../base/text'
import { ApiError } from '../../contract/errors'
import { hostnameOf, isLoopbackHost, type AllowedHosts } from '../../controller/settings-access'
import { errorResponse } from './node-fetch-convert'

/** Refuses a request whose `Host` is not allowed; undefined lets it through. */
export type HostCheck = (host: string | undefined) => Response | undefined

// Distinct Host values are few (the names a client uses); a stranger sending many only pushes
// out verdicts that are quickly worked out again.
const MAX_CACHED = 256

/**
 * The check for one server. Always allowed: loopback names (`localhost`, `*.localhost`), any IP
 * address (a page can only send an IP as Host if it was loaded from that very address), the name
 * the server was bound to, and `allowed` (`.example.com` covers its subdomains); `true` allows all.
 * A request without a Host (HTTP/1.0) comes from no browser and passes.
 */
export function createHostCheck(allowed: AllowedHosts, boundHost?: string): HostCheck {
  if (allowed === true) return () => undefined
  const exact = new Set(allowed.filter((host) => !host.startsWith('.')))
  const domains = allowed.filter((host) => host.startsWith('.')).map((host) => host.slice(1))
  if (boundHost !== undefined) exact.add(hostnameOf(boundHost))
  const verdicts = new BoundedCache<string, boolean>(MAX_CACHED)
  const allows = (host: string): boolean => {
    const name = hostnameOf(host)
    return (
      isLoopbackHost(name) ||
      isIP(name) !== 0 ||
      exact.has(name) ||
      domains.some((domain) => name === domain || name.endsWith(`.${domain}`))
    )
  }
  return (host) => {
    if (host === undefined) return undefined
    return verdicts.remember(host, allows) ? undefined : refusal(host)
  }
}

function refusal(host: string): Response {
  const shown = printable(host)
  const name = hostnameOf(shown) || shown
  return errorResponse(
    new ApiError(
      'forbidden',
      `This mock does not answer to the host "${shown}" (a guard against DNS rebinding). If you reach it by that name, start it with --allowed-host ${name} (allowedHosts in createPetstoreHttpServer).`,
    ),
  )
}
