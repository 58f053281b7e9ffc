/**
 * The request journal: what the mock answered, oldest first, bounded so a long session does not
 * grow without end. It reads like a read-only array (iterable, `length`, `at`, `filter`, …); the
 * bound is a ring buffer, so recording a request costs the same at any size.
 */
import type { QueryValue } from '../contract/query'
import { Coverage } from './coverage'
import { journalHar } from './har/from-journal'
import type { Har } from './har/types'
import { redactHeaders } from './redact'

/** One handled request. */
export interface JournalEntry {
  /** Sequence number, from 1. */
  seq: number
  /** When the request arrived, by the mock's clock (ISO 8601). */
  at: string
  method: string
  url: string
  /** The path below the base, e.g. `/pets/3`. */
  path: string
  /** Undefined for paths and methods outside the contract. */
  operationId: string | undefined
  status: number
  durationMs: number
  /** The parsed JSON body, when there was one. */
  body: unknown
  /**
   * The query parameters, typed as openapi.yaml types them (`limit: 5`, `status: ['sold']`), so
   * they compare with what the matchers take; unknown or unparsable ones as sent.
   */
  query: Record<string, QueryValue>
  /**
   * The request's headers, names in lower case. Credentials (`authorization`, `cookie`, …) keep
   * their name but read `[redacted]`: the journal is shown and exported, never a place for keys.
   */
  requestHeaders: Record<string, string>
  /** The response's headers, names in lower case; `set-cookie` reads `[redacted]`. */
  responseHeaders: Record<string, string>
  /** The response controls sent as `__code`, `__example`, `__dynamic`, `__delay`, when any. */
  controls?: Record<string, string>
  /** The Error object's `code` when the answer was an error. */
  code: string | undefined
  /** The Error object's `message` when the answer was an error, for people reading the journal. */
  message?: string
  /** `hook` when a request hook (harness, test one-off) answered instead of the operation. */
  answeredBy: 'operation' | 'hook'
  /**
   * True when the proxy sent the request to the real backend: `status` and `violations` are then
   * the backend's (a 502 `bad_gateway` / 504 `gateway_timeout` is the proxy's own answer).
   */
  proxied?: true
  /** What broke the contract in the response; empty when it conformed. */
  violations: string[]
  /**
   * The response's parsed JSON body (undefined when it had none), so the journal exports as HAR
   * with what was answered and a session loads back with `fromHar`. Kept by reference: no copy.
   */
  responseBody?: unknown
}

type Predicate = (entry: JournalEntry, index: number) => unknown

/** Headers as `record()` takes them: a Fetch `Headers`, `[name, value]` pairs or a record. */
export type JournalHeaders =
  Headers | Iterable<readonly [string, string]> | Readonly<Record<string, string>>

/** An entry as handed to `record()`: its headers in any form, redacted on the way in. */
export type JournalInput = Omit<JournalEntry, 'requestHeaders' | 'responseHeaders'> & {
  requestHeaders: JournalHeaders
  responseHeaders: JournalHeaders
}

/** A bounded, subscribable, array-like list of journal entries. */
export class RequestJournal implements Iterable<JournalEntry> {
  readonly #ring: Array<JournalEntry | undefined>
  readonly #listeners = new Set<(entry: JournalEntry) => void>()
  #start = 0
  #length = 0
  #seq = 0
  /**
   * Which operations and statuses were answered: counters of their own, because the ring forgets
   * old entries. `clear()` leaves them alone (coverage is about the whole run); `coverage.clear()`
   * starts them over.
   */
  readonly coverage = new Coverage()

  constructor(readonly capacity = 1000) {
    this.#ring = new Array<JournalEntry | undefined>(capacity)
  }

  /** How many entries are kept (at most `capacity`). */
  get length(): number {
    return this.#length
  }

  /** The entry at `index`, oldest first; negative counts from the newest (-1 is the newest). */
  at(index: number): JournalEntry | undefined {
    const i = Math.trunc(index) < 0 ? this.#length + Math.trunc(index) : Math.trunc(index)
    if (!(i >= 0 && i < this.#length)) return undefined
    return this.#ring[(this.#start + i) % this.capacity]
  }

  *[Symbol.iterator](): IterableIterator<JournalEntry> {
    // A snapshot of the indexes now, so entries recorded while iterating are not visited.
    const length = this.#length
    const start = this.#start
    for (let i = 0; i < length; i++) yield this.#ring[(start + i) % this.capacity] as JournalEntry
  }

  /** Entries oldest first, as a new array. */
  get entries(): JournalEntry[] {
    return [...this]
  }

  /** The entries that pass `predicate`, as a new array. */
  filter(predicate: Predicate): JournalEntry[] {
    return this.entries.filter(predicate)
  }

  /** The first (oldest) entry that passes `predicate`. */
  find(predicate: Predicate): JournalEntry | undefined {
    return this.entries.find(predicate)
  }

  /** The newest entry that passes `predicate`. */
  findLast(predicate: Predicate): JournalEntry | undefined {
    return this.entries.findLast(predicate)
  }

  /** Each entry mapped, as a new array. */
  map<T>(mapper: (entry: JournalEntry, index: number) => T): T[] {
    return this.entries.map(mapper)
  }

  /** Whether any entry passes `predicate`. */
  some(predicate: Predicate): boolean {
    return this.entries.some(predicate)
  }

  /** Whether every entry passes `predicate` (true when empty). */
  every(predicate: Predicate): boolean {
    return this.entries.every(predicate)
  }

  /** A part of the entries, as Array.prototype.slice takes it (`slice(-5)` is the newest five). */
  slice(start?: number, end?: number): JournalEntry[] {
    return this.entries.slice(start, end)
  }

  /** Calls `callback` with each entry, oldest first. */
  forEach(callback: (entry: JournalEntry, index: number) => void): void {
    this.entries.forEach(callback)
  }

  /** The entries as a JSON array. */
  toJSON(): JournalEntry[] {
    return this.entries
  }

  /**
   * The entries as a HAR 1.2 file (an object; `JSON.stringify` it to save), for DevTools, a bug
   * report, or `fromHar` to load the session back as a store.
   */
  toHAR(): Har {
    return journalHar(this)
  }

  /** Calls `listener` for every new entry; returns the unsubscribe function. */
  subscribe(listener: (entry: JournalEntry) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Forgets every entry and restarts the numbering. */
  clear(): void {
    this.#ring.fill(undefined)
    this.#start = 0
    this.#length = 0
    this.#seq = 0
  }

  /** The next sequence number. For the pipeline, which records what it answered. */
  nextSeq(): number {
    return ++this.#seq
  }

  /**
   * Adds an entry, overwriting the oldest beyond capacity. For the pipeline (and a browser tab
   * that shows the holder's journal). Takes the object over: its headers are replaced by redacted
   * records here, the one door into the journal, so no surface can show a credential.
   */
  record(input: JournalInput): void {
    // Replaced in place: the entry keeps its shape and its keys' order, and nothing is copied.
    const entry = input as unknown as JournalEntry
    entry.requestHeaders = redactHeaders(input.requestHeaders)
    entry.responseHeaders = redactHeaders(input.responseHeaders)
    this.coverage.record(entry.operationId, entry.status, entry.answeredBy === 'hook')
    if (this.capacity > 0) {
      if (this.#length < this.capacity) {
        this.#ring[(this.#start + this.#length) % this.capacity] = entry
        this.#length++
      } else {
        this.#ring[this.#start] = entry
        this.#start = (this.#start + 1) % this.capacity
      }
    }
    for (const listener of this.#listeners) listener(entry)
  }
}
