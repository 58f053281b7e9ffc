/**
 * The proxy's settings and how it makes a request, shared by the branch (`forward.ts`), which
 * every proxied mock builds, and the sending (`send.ts`), which loads on the first forward.
 */
import type { OperationId } from '../../contract/operations'

/** A checked proxy setting, as the controller's settings (settings-proxy.ts) hand it down. */
export interface ProxySettings {
  /** The backend's origin, e.g. `https://staging.example.com`. */
  origin: string
  /** The backend's base path without a trailing slash, e.g. `/api/v1` (may be empty). */
  basePath: string
  operations: ReadonlySet<OperationId>
  timeout: number
  /** Set when exchanges are recorded: the extra header names to redact, lower case. */
  record?: { redactHeaders: ReadonlySet<string> } | undefined
}

/**
 * How a forwarded request is made, so that the process's own msw (if any) lets it reach the
 * network instead of answering it with the mock: msw's `bypass` has this shape.
 */
export type PassThrough = (url: string, init: RequestInit) => Request | Promise<Request>
