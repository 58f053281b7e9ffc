/**
 * The request journal: what the mock answered, newest last, bounded so a long session
 * does not grow without end.
 */

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
  /** The query parameters, repeated ones as arrays. */
  query: Record<string, string | string[]>
  /** The Error object's `code` when the answer was an error. */
  code: string | undefined
  /** The Error object's `message` when the answer was an error, for people reading the journal. */
  message?: string
  /** `hook` when a request hook (harness, test one-off) answered instead of the operation. */
  answeredBy: 'operation' | 'hook'
  /** What broke the contract in the response; empty when it conformed. */
  violations: string[]
}

/**
 * A bounded, subscribable list of journal entries.
 *
 * @example
 * const journal = new RequestJournal()
 * journal.subscribe((entry) => console.log(entry.method, entry.path, entry.status))
 * journal.entries.filter((e) => e.operationId === 'createOrder')
 */
export class RequestJournal {
  readonly #entries: JournalEntry[] = []
  readonly #listeners = new Set<(entry: JournalEntry) => void>()
  #seq = 0

  constructor(readonly capacity = 1000) {}

  /** Entries oldest first (a copy). */
  get entries(): JournalEntry[] {
    return [...this.#entries]
  }

  /** The next sequence number. */
  nextSeq(): number {
    return ++this.#seq
  }

  /** Adds an entry, dropping the oldest beyond capacity. */
  record(entry: JournalEntry): void {
    this.#entries.push(entry)
    if (this.#entries.length > this.capacity) this.#entries.shift()
    for (const listener of this.#listeners) listener(entry)
  }

  /** Calls `listener` for every new entry; returns the unsubscribe function. */
  subscribe(listener: (entry: JournalEntry) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Forgets every entry and restarts the numbering. */
  clear(): void {
    this.#entries.length = 0
    this.#seq = 0
  }
}
