/**
 * Deprecation (RFC 9745) and Sunset (RFC 8594) for operations that openapi.yaml marks
 * `deprecated` with `x-deprecated-at` and `x-sunset` dates.
 */
import type { OperationInfo } from '../contract/operations'

function extension(operation: OperationInfo, name: string): string | undefined {
  const value = (operation.operation as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}

/** The last instant the operation is served: the end of its `x-sunset` day, UTC. */
export function sunsetOf(operation: OperationInfo): Date | undefined {
  if (!sunsets.has(operation)) {
    const day = extension(operation, 'x-sunset')
    sunsets.set(operation, day ? new Date(`${day}T23:59:59Z`) : undefined)
  }
  return sunsets.get(operation)
}

// Operations never change at run time, so their dates and headers are worked out once.
const sunsets = new WeakMap<OperationInfo, Date | undefined>()
const headerCache = new WeakMap<OperationInfo, Record<string, string>>()

/** Whether the mock's clock is past the operation's sunset. */
export function isPastSunset(operation: OperationInfo, now: Date): boolean {
  const sunset = sunsetOf(operation)
  return sunset !== undefined && now.getTime() > sunset.getTime()
}

/** The headers every response of a deprecated operation carries. */
export function deprecationHeaders(operation: OperationInfo): Record<string, string> {
  const cached = headerCache.get(operation)
  if (cached) return cached
  const headers: Record<string, string> = {}
  // RFC 9745's Deprecation is a date and has no undated form (the draft's `?1` is gone), so an
  // operation without `x-deprecated-at` sends none; sunset.test.ts holds openapi.yaml to dating them.
  const since = extension(operation, 'x-deprecated-at')
  if (since) headers.Deprecation = `@${Date.parse(`${since}T00:00:00Z`) / 1000}`
  const sunset = sunsetOf(operation)
  if (sunset) {
    headers.Sunset = sunset.toUTCString()
    headers.Link = '</openapi.yaml>; rel="sunset"; type="application/yaml"'
  }
  headerCache.set(operation, headers)
  return headers
}
