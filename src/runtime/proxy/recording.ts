/**
 * What `proxy: { record: true }` keeps: every exchange the proxy had with the real backend, as
 * HAR 1.2 entries (headers redacted), in the order they finished. `serve --record` writes it to a
 * file; in code, `petstore.recording.toHAR()` hands it over.
 */
import { harOf } from '../har/build'
import type { Har, HarEntry } from '../har/types'

/** The recording of one mock's proxied exchanges. */
export class ProxyRecording {
  readonly #entries: HarEntry[] = []
  readonly #listeners = new Set<(entry: HarEntry) => void>()

  /** How many exchanges were recorded. */
  get length(): number {
    return this.#entries.length
  }

  /** The recorded entries, oldest first, as a new array. */
  get entries(): HarEntry[] {
    return [...this.#entries]
  }

  /** The recording as a HAR 1.2 file (an object; `JSON.stringify` it to save). */
  toHAR(): Har {
    return harOf(this.entries)
  }

  /** Calls `listener` with each new entry; returns the unsubscribe function. */
  subscribe(listener: (entry: HarEntry) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Forgets every entry. */
  clear(): void {
    this.#entries.length = 0
  }

  /** Adds an entry. For the proxy. */
  add(entry: HarEntry): void {
    this.#entries.push(entry)
    for (const listener of this.#listeners) listener(entry)
  }
}
