/**
 * Which journal entries came from another tab sharing the store (the holder records every tab's
 * requests). Each tab notes the requests it expects answered for another tab or for itself, and
 * claims each entry by method and URL as it is recorded. Two tabs sending the very same request
 * at the same moment may swap marks; the rows they mark are then alike anyway.
 */
import { BoundedCache } from '../../../base/cache'
import type { JournalEntry } from '../../../runtime/journal'

// Marked entries, whichever mock recorded them; an entry is marked once, when recorded.
const fromOtherTabs = new WeakSet<JournalEntry>()
// Requests noted but not yet seen in the journal are forgotten past this many.
const MAX_PENDING = 1000

/** One tab's bookkeeping. */
export interface TabOrigins {
  /** Notes a request about to be answered: for another tab, or for this one. */
  expect(request: { method: string; url: string }, forOtherTab: boolean): void
  /** Drops a note made for a request that was not answered through the journal after all. */
  forget(request: { method: string; url: string }, forOtherTab: boolean): void
  /** Claims a recorded entry; subscribe it to the journal before anyone else. */
  note(entry: JournalEntry): void
}

/** Whether a journal entry is another tab's request. */
export function isFromOtherTab(entry: JournalEntry): boolean {
  return fromOtherTabs.has(entry)
}

/**
 * The bookkeeping of one tab; `holdsJournal` says whether this tab records its own requests (it
 * holds the store, or shares none) or gets them from the holder.
 */
export function createTabOrigins(holdsJournal: () => boolean): TabOrigins {
  const forOthers = new BoundedCache<string, number>(MAX_PENDING)
  const forSelf = new BoundedCache<string, number>(MAX_PENDING)
  const keyOf = (r: { method: string; url: string }) => `${r.method.toUpperCase()} ${r.url}`
  const add = (notes: BoundedCache<string, number>, key: string, by: number) => {
    const count = (notes.get(key) ?? 0) + by
    if (count > 0) notes.set(key, count)
    else notes.delete(key)
  }
  const take = (notes: BoundedCache<string, number>, key: string) => {
    if (!notes.has(key)) return false
    add(notes, key, -1)
    return true
  }
  return {
    expect: (request, forOtherTab) => add(forOtherTab ? forOthers : forSelf, keyOf(request), 1),
    forget: (request, forOtherTab) => add(forOtherTab ? forOthers : forSelf, keyOf(request), -1),
    note(entry) {
      const key = keyOf(entry)
      const other = holdsJournal() ? take(forOthers, key) : !take(forSelf, key)
      if (other) fromOtherTabs.add(entry)
    },
  }
}
