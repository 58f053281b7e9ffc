/**
 * A request as generated: pure data (ids are PoolRefs until sent), with what the contract says
 * must come back. Generators produce plans, `materialize` turns them into HTTP requests.
 */
import type { OperationId } from '../contract/operations'
import type { PoolRef } from './pools'

/** What the contract requires of the answer. */
export type Expectation =
  /** A valid request: 2xx, or a documented business 4xx (404, 409, 410, 422). */
  | { accept: true }
  /** A broken request: this status and Error code (or one of `orStatus`, where order of checks may differ). */
  | { reject: { status: number; code: string; orStatus?: number[] } }

/** How the request authenticates. Everything but `key` and `readOnlyKey` must get 401. */
export type AuthPlan =
  | 'key'
  | 'readOnlyKey'
  | 'none'
  | 'empty'
  | 'basic'
  | 'bare-bearer'
  | 'unknown-key'
  | 'longer-key'
  | 'shorter-key'
  | 'two-tokens'
  | 'token-scheme'
  | 'non-ascii'
  | { header: string }

/**
 * The body: a JSON value (PoolRefs allowed), raw text or bytes, or `streamed` bytes of a JSON
 * string sent in chunks without a Content-Length. `contentType` defaults to application/json;
 * null sends no Content-Type at all.
 */
export type BodyPlan =
  | { json: unknown; contentType?: string | null }
  | { raw: string | Uint8Array; contentType?: string | null }
  | { streamed: number; contentType?: string | null }

/** A path parameter: an id (maybe from a pool), or a raw, already-encoded segment. */
export type PathValue = PoolRef | number | { raw: string }

/** One request to send. */
export interface RequestPlan {
  /** The operation the request targets; undefined for addresses outside the contract. */
  operationId: OperationId | undefined
  /** `valid`, or the name of what was broken, e.g. `body.name: too long`. */
  kind: string
  method: string
  /** The path template below the base, e.g. `/pets/{petId}`. */
  template: string
  params: Record<string, PathValue>
  /** Query pairs in order; repeated names are repeated parameters. */
  query: Array<[string, string | PoolRef]>
  /** Appended verbatim after the generated query (for hand-written hostile strings). */
  rawQuery?: string
  auth: AuthPlan
  body?: BodyPlan
  expect: Expectation
}

/** Whether an expectation is the "valid request" one. */
export function isAccept(expect: Expectation): expect is { accept: true } {
  return 'accept' in expect
}

/** A rejection expectation with the status of an Error code from the contract. */
export function rejectWith(status: number, code: string, orStatus?: number[]): Expectation {
  return { reject: { status, code, ...(orStatus && orStatus.length > 0 && { orStatus }) } }
}
