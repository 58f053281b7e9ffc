/**
 * Replay as state: a scenario whose store is data brought home from a real backend (a captured
 * snapshot, or the records a HAR recording shows), after which the mock runs statefully on it,
 * every rule in force. Environment-neutral: these take parsed values; `petstore-mock/node` adds
 * reading them from files.
 */
import { parseStoreSnapshot } from '../db/snapshot'
import type { DroppedRecord } from '../db/salvage'
import type { StoreSnapshot } from '../db/types'
import type { Scenario } from './scenarios'

/** An entry of a recording that did not go into the store, and why. */
export interface SkippedEntry {
  /** Its place in `log.entries`, from 1. */
  entry: number
  /** e.g. `GET https://staging.example.com/api/v1/pets`. */
  request: string
  reason: string
}

/** What a replay built, and what it left out. */
export interface ReplaySummary {
  /** Entries in the recording (0 for a snapshot). */
  entries: number
  /** Entries whose response went into the store. */
  used: number
  /** The API the recording was read for, e.g. `https://staging.example.com/api/v1`. */
  api: string | undefined
  /** Records in the store built. */
  records: { categories: number; pets: number; inventory: number; orders: number }
  /** Entries left out: other hosts, undocumented operations, errors, responses outside the contract. */
  skipped: SkippedEntry[]
  /** Records the store's rules refused (a pet in a missing category, a repeated name…). */
  dropped: DroppedRecord[]
  /** Values no response showed, filled in by the rules (a pet's stock when no inventory was seen). */
  derived: string[]
}

/** A scenario that loads one store, with what was built. */
export interface ReplayScenario extends Scenario {
  /** The store this scenario loads, checked. */
  readonly store: StoreSnapshot
  readonly summary: ReplaySummary
}

/** A recording or snapshot that cannot be replayed; the message says what is wrong with it. */
export class ReplayError extends Error {
  override name = 'ReplayError'
  /** What is wrong, without `advice`: a surface with other means (the CLI) gives its own. */
  readonly reason: string
  /** What to do about it, in code's terms (`fromHar`'s options), when there is something. */
  readonly advice: string | undefined

  constructor(reason: string, advice?: string) {
    super(advice === undefined ? reason : `${reason}. ${advice}`)
    this.reason = reason
    this.advice = advice
  }
}

/**
 * The scenario of a store snapshot (an envelope from `capture`, `serve --data`,
 * `/__admin/export`, or a bare `snapshot()`), checked whole first: a snapshot that references
 * missing records is refused with StoreSnapshotError naming each problem.
 *
 * @example
 * const petstore = createPetstore({ scenario: fromSnapshot(JSON.parse(text)) })
 */
export function fromSnapshot(snapshot: unknown): ReplayScenario {
  const store = parseStoreSnapshot(snapshot)
  return replayScenario(store, {
    entries: 0,
    used: 0,
    api: undefined,
    records: countsOf(store),
    skipped: [],
    dropped: [],
    derived: [],
  })
}

/** A scenario that loads `store` whole. */
export function replayScenario(store: StoreSnapshot, summary: ReplaySummary): ReplayScenario {
  const scenario: Scenario = async (db) => {
    await db.import(store)
  }
  return Object.assign(scenario, { store, summary })
}

/** How many records of each kind a store holds. */
export function countsOf(store: Omit<StoreSnapshot, 'nextIds'>): ReplaySummary['records'] {
  return {
    categories: store.categories.length,
    pets: store.pets.length,
    inventory: store.inventory.length,
    orders: store.orders.length,
  }
}

/** Record counts as a person reads them, one phrase per kind. */
export function describeRecords(records: ReplaySummary['records']): string[] {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return [
    count(records.categories, 'category', 'categories'),
    count(records.pets, 'pet', 'pets'),
    count(records.inventory, 'inventory entry', 'inventory entries'),
    count(records.orders, 'order', 'orders'),
  ]
}

/** A summary as lines for a person: what was built, then each entry skipped and record dropped. */
export function describeReplay(summary: ReplaySummary, limit = 20): string[] {
  const built = describeRecords(summary.records).join(', ')
  const lines = [
    summary.entries > 0
      ? `${built} from ${summary.used} of ${summary.entries} entries${summary.api ? ` (${summary.api})` : ''}`
      : built,
  ]
  const list = (title: string, items: string[]) => {
    if (items.length === 0) return
    lines.push(`${title} (${items.length}):`)
    for (const item of items.slice(0, limit)) lines.push(`  ${item}`)
    if (items.length > limit) lines.push(`  … and ${items.length - limit} more`)
  }
  list(
    'Entries not used',
    summary.skipped.map((s) => `#${s.entry} ${s.request}: ${s.reason}`),
  )
  list(
    'Records left out',
    summary.dropped.map((d) => `${d.record}: ${d.reason}`),
  )
  list('Filled in by the rules', summary.derived)
  return lines
}
