/**
 * What the panel shows of the store's history, read from the journal as it grows, so every tab
 * knows it wherever the store is held: which writes the store still holds (a write rewound, or
 * made before a reset, offers no rewind) and how many rewinds Redo can take back (none: Redo is
 * off).
 */
import { isWriteMethod } from '../../../contract/operations'
import type { JournalEntry } from '../../../runtime/journal'

// The store's history keeps this many writes by default (historySize): older ones cannot be rewound.
const HISTORY_SIZE = 1000

/** The history as the journal tells it. */
export interface HistoryMarks {
  /** Reads the next journal entry. */
  add(entry: JournalEntry): void
  /** The store was replaced otherwise (a reset, a scenario, a load): its history starts over. */
  clear(): void
  /** Whether the store holds request `seq`'s write, so a rewind to before it can run. */
  holds(seq: number): boolean
  /** How many rewinds Redo can take back. */
  readonly redoable: number
}

/** A write the store committed for a request: what "Rewind to before this" can undo. */
export function isCommittedWrite(entry: JournalEntry): boolean {
  return (
    entry.operationId !== undefined &&
    entry.status < 300 &&
    isWriteMethod(entry.method) &&
    entry.answeredBy !== 'hook'
  )
}

/** Follows the journal from now on; `add` the entries already in it first. */
export function createHistoryMarks(): HistoryMarks {
  let held: number[] = []
  // Each rewind's writes, newest rewind last: a redo brings back the last group.
  let undone: number[][] = []
  const admin = (entry: JournalEntry, path: string) =>
    entry.answeredBy === 'hook' && entry.status < 300 && entry.path === `/__admin/${path}`
  return {
    add(entry) {
      if (admin(entry, 'rewind')) {
        const to = (entry.body as { seq?: unknown } | undefined)?.seq
        if (typeof to !== 'number') return
        undone.push(held.filter((seq) => seq >= to))
        held = held.filter((seq) => seq < to)
      } else if (admin(entry, 'redo')) {
        held.push(...(undone.pop() ?? []))
      } else if (isCommittedWrite(entry)) {
        // A new write after a rewind branches: what was rewound cannot come back.
        held.push(entry.seq)
        if (held.length > HISTORY_SIZE) held.shift()
        undone = []
      }
    },
    clear() {
      held = []
      undone = []
    },
    holds: (seq) => held.includes(seq),
    get redoable() {
      return undone.length
    },
  }
}
