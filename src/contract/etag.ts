/**
 * Record versions as HTTP entity tags: an `ETag` is a short hash of the record's canonical JSON
 * (its keys sorted), so it changes with any field, is the same for equal records wherever they
 * are read, and needs no counter kept beside the store. `If-Match` is held against it here, in
 * the one place both the store (which checks it inside the write's step) and the answer read.
 */
import { ApiError } from './errors'

// Stored records are frozen and never change, so each one's tag is worked out once.
const tags = new WeakMap<object, string>()

// The last copies the store handed out of its frozen records (what a write answers with), each
// beside the record it copies: the answer carrying one takes that record's tag, worked out once,
// instead of hashing the copy. A ring searched with indexOf: a weak map per copy costs the
// collector more than the hash it saves.
// A copy's tag is kept in the ring beside it, not in the weak map: a write answers with a copy
// of a record that may never be read again, so a weak-map entry per write would be work (and
// entries for the collector to walk) for a read that may not come; a read tags it then.
const RING = 16
const copies: Array<object | undefined> = new Array(RING)
const originals: Array<object | undefined> = new Array(RING)
const copyTags: Array<string | undefined> = new Array(RING)
let slot = 0

/** Notes that `copy` was made from the frozen stored record `original` (db/page.ts). */
export function noteCopy(copy: object, original: object): void {
  copies[slot] = copy
  originals[slot] = original
  copyTags[slot] = undefined
  slot = (slot + 1) % RING
}

/** The strong, quoted entity tag of a record (or any JSON value). */
export function etagOf(record: unknown): string {
  if (typeof record !== 'object' || record === null) return tagOf(JSON.stringify(record) ?? '')
  let tag = tags.get(record)
  if (tag !== undefined) return tag
  if (Object.isFrozen(record)) {
    tag = tagOf(canonical(record))
    tags.set(record, tag)
    return tag
  }
  const at = originalAt(record)
  if (at === -1) return tagOf(canonical(record))
  const original = originals[at] as object
  return (copyTags[at] ??= tags.get(original) ?? tagOf(canonical(original)))
}

// Where in the ring the frozen record a copy was made from is, while the copy still holds the
// same fields; -1 when it is not there.
function originalAt(copy: object): number {
  const at = copies.indexOf(copy)
  if (at === -1) return -1
  const original = originals[at] as Record<string, unknown>
  const fields = copy as Record<string, unknown>
  const keys = Object.keys(fields)
  if (keys.length !== Object.keys(original).length) return -1
  for (const key of keys) if (fields[key] !== original[key]) return -1
  return at
}

/** A request's preconditions (RFC 9110 §13.1): its `If-Match` and `If-None-Match`, as sent. */
export interface Preconditions {
  readonly ifMatch?: string | undefined
  readonly ifNoneMatch?: string | undefined
}

/** No preconditions: a write that goes ahead on any version. */
export const NO_PRECONDITIONS: Preconditions = Object.freeze({})

/**
 * Whether an `If-Match` value admits the current tag: `*`, or a list holding it. Weak tags never
 * match (RFC 9110's strong comparison).
 */
function ifMatchHolds(ifMatch: string, current: string): boolean {
  const wanted = ifMatch.trim()
  if (wanted === '*' || wanted === current) return true
  for (const part of wanted.split(',')) if (part.trim() === current) return true
  return false
}

/**
 * Whether an `If-None-Match` value names the current tag: `*`, or a list holding it, compared
 * weakly (RFC 9110 §8.8.3.2: `W/"x"` matches `"x"`). Such a request wants nothing from that version.
 */
export function ifNoneMatchNames(ifNoneMatch: string, current: string): boolean {
  const wanted = ifNoneMatch.trim()
  if (wanted === '*') return true
  const opaque = withoutWeak(current)
  for (const part of wanted.split(',')) if (withoutWeak(part.trim()) === opaque) return true
  return false
}

function withoutWeak(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag
}

/**
 * Throws 412 precondition_failed, naming the current version and carrying it as `ETag`, when a
 * write's preconditions do not admit `record`: an `If-Match` that does not hold it (RFC 9110
 * §13.1.1), or an `If-None-Match` that names it (`*` for any version: §13.1.2).
 */
export function assertPreconditions(conditions: Preconditions, record: object, what: string): void {
  const { ifMatch, ifNoneMatch } = conditions
  if (ifMatch === undefined && ifNoneMatch === undefined) return
  const current = etagOf(record)
  if (ifMatch !== undefined && !ifMatchHolds(ifMatch, current)) {
    throw new ApiError(
      'precondition_failed',
      `${what} was changed since that version was read; it is now at ${current}.`,
      { headers: { ETag: current } },
    )
  }
  if (ifNoneMatch !== undefined && ifNoneMatchNames(ifNoneMatch, current)) {
    throw new ApiError(
      'precondition_failed',
      `${what} exists, at ${current}, and If-None-Match asked for no version ${ifNoneMatch.trim() === '*' ? 'at all' : 'it is at'}.`,
      { headers: { ETag: current } },
    )
  }
}

/**
 * The 412 precondition_failed of a read whose `If-Match` does not hold the version its answer
 * carries (RFC 9110 §13.1.1: a GET or HEAD is as conditional as a write), naming `what` and
 * carrying the current `ETag`; undefined when there is no `If-Match` or it holds.
 */
export function readPreconditionFailure(
  ifMatch: string | null,
  current: string,
  what: string,
): ApiError | undefined {
  if (ifMatch === null || ifMatchHolds(ifMatch, current)) return undefined
  return new ApiError(
    'precondition_failed',
    `${what} is at ${current}, not the version If-Match names.`,
    { headers: { ETag: current } },
  )
}

/**
 * Throws 412 precondition_failed when a create's preconditions cannot hold on the list it adds to
 * (`what`): the list exists, so `If-Match: *` holds and `If-None-Match: *` does not, and it has
 * no version, so no tag in `If-Match` matches and none in `If-None-Match` does.
 */
export function assertListPreconditions(conditions: Preconditions, what: string): void {
  const ifMatch = conditions.ifMatch?.trim()
  if (ifMatch !== undefined && ifMatch !== '*') {
    throw new ApiError(
      'precondition_failed',
      `${what} has no version for If-Match to name; send If-Match: * or none to create.`,
    )
  }
  if (conditions.ifNoneMatch?.trim() === '*') {
    throw new ApiError(
      'precondition_failed',
      `${what} exists, and If-None-Match: * asked for it not to; send it without If-None-Match to create.`,
    )
  }
}

// Keys sorted at every level, so equal records give equal text whatever order they were built in.
// A flat record (every stored one) is written directly: a replacer costs several times more.
function canonical(value: object): string {
  if (Array.isArray(value)) return deepCanonical(value)
  const record = value as Record<string, unknown>
  const keys = Object.keys(record).sort()
  let text = ''
  for (const key of keys) {
    const item = record[key]
    if (item === undefined || typeof item === 'function') continue
    if (typeof item === 'object' && item !== null) return deepCanonical(value)
    text += `${text === '' ? '{' : ','}${JSON.stringify(key)}:${JSON.stringify(item)}`
  }
  return text === '' ? '{}' : `${text}}`
}

function deepCanonical(value: object): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key]
    return sorted
  })
}

// Two 32-bit FNV-1a lanes with different primes: 64 bits, so two versions of one record never
// share a tag in practice, in 14 or so characters.
function tagOf(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    a = Math.imul(a ^ code, 0x01000193)
    b = Math.imul(b ^ code, 0x5bd1e995)
    b ^= b >>> 13
  }
  return `"${(a >>> 0).toString(36)}-${(b >>> 0).toString(36)}"`
}
