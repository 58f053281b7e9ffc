/**
 * The rules of the `proxy` option (see README "Proxying to a real backend"), kept beside
 * `settings.ts`, which re-exports them and checks them with every other option.
 */
import { contractOperations, type OperationId } from '../contract/operations'
import type { ProxySettings } from '../runtime/proxy/types'
import { fail, ok, type Checked } from '../base/checked'
import { shown } from '../base/text'
import { check } from './settings-check'

/** The longest a proxied request may wait for the real backend, in milliseconds. */
export const MAX_PROXY_TIMEOUT_MS = 600_000

/** How long a proxied request waits for the real backend unless told otherwise. */
export const DEFAULT_PROXY_TIMEOUT_MS = 10_000

/** Which operations go to a real backend, and where; see the README's "Proxying to a real backend". */
export interface ProxyOptions {
  /** The real backend's base URL, e.g. `https://staging.example.com/api/v1`. */
  target: string
  /** The operationIds to forward; default every operation of openapi.yaml. */
  operations?: readonly string[] | undefined
  /** Milliseconds to wait for the backend's whole answer before a 504. Default 10 000. */
  timeout?: number | undefined
  /**
   * Record every exchange with the backend as HAR 1.2 (`petstore.recording`). Authorization,
   * Proxy-Authorization, Cookie and Set-Cookie are always redacted; `redactHeaders` names more.
   * Default false.
   */
  record?: boolean | { redactHeaders?: readonly string[] } | undefined
}

/** A proxy target: an absolute http(s) URL without query or fragment. */
export function checkProxyTarget(value: unknown): Checked<{ origin: string; basePath: string }> {
  const problem = 'must be an absolute http(s) URL such as http://127.0.0.1:8080/api/v1'
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return fail(problem)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return fail(problem)
  }
  if (url.search || url.hash || url.username || url.password) {
    return fail(`${problem}, without query, fragment or credentials`)
  }
  return ok({ origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') })
}

/** A list of operationIds to proxy, each one of openapi.yaml's. */
export function checkProxyOperations(value: unknown): Checked<ReadonlySet<OperationId>> {
  const known = contractOperations.map((op) => op.operationId as string)
  const valid = `the operationIds of openapi.yaml: ${known.join(', ')}`
  if (!Array.isArray(value) || value.length === 0) {
    return fail(`must be a non-empty list of ${valid}`)
  }
  const unknown = value.filter((name) => typeof name !== 'string' || !known.includes(name))
  if (unknown.length > 0) {
    const names = unknown.map((name) => shown(name, 200)).join(', ')
    return fail(`has unknown operations ${names}; use ${valid}`)
  }
  return ok(new Set(value as OperationId[]))
}

/** A proxy timeout: a positive number of milliseconds. */
export function checkProxyTimeout(value: unknown): Checked<number> {
  if (typeof value === 'number' && value > 0 && value <= MAX_PROXY_TIMEOUT_MS) return ok(value)
  return fail(`must be a positive number of milliseconds up to ${MAX_PROXY_TIMEOUT_MS}`)
}

/** Proxy options checked as a whole; a misused one is a TypeError naming `proxy.<option>`. */
export function resolveProxy(options: ProxyOptions | undefined): ProxySettings | undefined {
  if (options === undefined) return undefined
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(
      `proxy must be an object such as { target: 'http://…' }, got ${shown(options, 200)}`,
    )
  }
  const target = check('proxy.target', checkProxyTarget(options.target), options.target)
  const operations =
    options.operations === undefined
      ? new Set(contractOperations.map((op) => op.operationId))
      : check('proxy.operations', checkProxyOperations(options.operations), options.operations)
  const timeout =
    options.timeout === undefined
      ? DEFAULT_PROXY_TIMEOUT_MS
      : check('proxy.timeout', checkProxyTimeout(options.timeout), options.timeout)
  const record = check('proxy.record', checkProxyRecord(options.record), options.record)
  return { ...target, operations, timeout, record }
}

/** A proxy's `record` option: true, false, or `{ redactHeaders: ['X-Api-Key'] }`. */
export function checkProxyRecord(
  value: unknown,
): Checked<{ redactHeaders: ReadonlySet<string> } | undefined> {
  if (value === undefined || value === false) return ok(undefined)
  if (value === true) return ok({ redactHeaders: new Set<string>() })
  const problem = "must be true, false or { redactHeaders: ['X-Api-Key', …] }"
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(problem)
  const { redactHeaders, ...rest } = value as { redactHeaders?: unknown }
  if (Object.keys(rest).length > 0) return fail(problem)
  if (redactHeaders === undefined) return ok({ redactHeaders: new Set<string>() })
  const names = Array.isArray(redactHeaders) ? (redactHeaders as unknown[]) : undefined
  if (!names || !names.every((n) => typeof n === 'string' && /^[!#$%&'*+.^`|~\w-]+$/.test(n))) {
    return fail(`${problem}; redactHeaders must list header names`)
  }
  return ok({ redactHeaders: new Set((names as string[]).map((n) => n.toLowerCase())) })
}
