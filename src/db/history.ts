/**
 * The store's history: each committed write as the patch it left (`patch.ts`), oldest first,
 * bounded like the journal, on top of the store as it was before the oldest one kept (a frozen
 * snapshot plus the writes folded into it since). Any earlier state is that base with the patches
 * before it applied, so a write costs one patch of what it touched, never a copy of the store.
 * A rewind takes the newest writes off (kept for redo until a new write branches); any other
 * replacement of the store starts the history over.
 */
import type { CommittedStore, PetstoreDatabase } from './database'
import type { StoreChange, TableName, WriteCause } from './events'
import { applyStorePatches, SNAPSHOT_TABLE, type StorePatch } from './patch'
import type { StoreSnapshot, NextIds } from './types'

/** One record a write touched: its table and id (the pet's id for inventory). */
interface HistoryRecord {
  table: TableName
  id: number
}

/** One committed write, as `petstore.history` lists it. */
export interface HistoryEntry {
  /** The journal seq of the request that made it; undefined for a write made in code. */
  seq: number | undefined
  /** The store operation that committed it, e.g. `createPet`, `placeOrder`. */
  operation: string
  /** Records it created. */
  added: HistoryRecord[]
  /** Records it changed. */
  changed: HistoryRecord[]
  /** Records it deleted. */
  removed: HistoryRecord[]
}

/** A record a write touched, as the write left it (the stored, frozen record; null: deleted). */
interface Touched {
  table: TableName
  id: number
  record: object | null
}

// A write as kept: the stored records it left, shared rather than copied (they never change),
// made into a StorePatch only when a rewind needs one. Copying each record into a patch of
// eight lists cost ~10% of an updatePet (callgrind).
interface Step {
  cause: WriteCause | undefined
  operation: string
  touched: Touched[]
  /** The id counters before the write: a touched id at or past them is a new record. */
  before: NextIds
  /** The id counters after it. */
  after: NextIds
}

const COUNTER = { categories: 'category', pets: 'pet', orders: 'order', inventory: 'pet' } as const
const TABLES = Object.keys(SNAPSHOT_TABLE) as TableName[]

/** The history of one database. */
export class StoreHistory {
  // The writes kept are #steps from #head on: a write that falls off the front is cleared and
  // #head moves past it, the array cut once per `capacity` writes. `shift()` on the 1,000 kept
  // was the costliest line of a write's history (CPU profile, bench/results/NOTES.md).
  #steps: Array<Step | undefined> = []
  #head = 0
  #undone: Step[][] = []
  #base: StoreSnapshot | undefined
  // Writes that fell off the front, folded into the base: table → key → record (null: deleted).
  #folded = new Map<TableName, Map<number, object | null>>()
  #foldedIds: NextIds | undefined
  // How many records #folded holds, and how many the base does: past both (and the capacity
  // twice) the folded writes go into a new base, so deleted records do not pile up there.
  #foldedCount = 0
  #baseRecords = 0
  #nextIds: NextIds = { category: 1, pet: 1, order: 1 }
  // Set while the history swaps in a store of its own: run on that replace instead of a restart.
  #onOwnReplace: (() => void) | undefined

  readonly #db: PetstoreDatabase
  readonly capacity: number

  constructor(db: PetstoreDatabase, capacity: number) {
    this.#db = db
    this.capacity = capacity
    if (capacity > 0) db.onChange((change, committed) => this.#listen(change, committed))
  }

  /** The writes kept, oldest first. */
  get entries(): HistoryEntry[] {
    return this.#live().map(entryOf)
  }

  /** How many rewinds `redo` can take back. */
  get redoable(): number {
    return this.#undone.length
  }

  /** The index of the write request `seq` made, or -1. */
  indexOf(seq: number): number {
    return this.#live().findIndex((step) => step.cause?.seq === seq)
  }

  /** The seqs of the writes kept, for an error that says which exist. */
  get seqs(): number[] {
    return this.#live().flatMap((step) => (step.cause?.seq === undefined ? [] : [step.cause.seq]))
  }

  /**
   * Puts the store back as it was before the write at `index`, those writes kept for `redo`.
   * Resolves with how many writes it took back.
   */
  async rewind(index: number): Promise<number> {
    const steps = this.#live()
    const undone = steps.length - index
    await this.#swap(this.#stateAfter(steps.slice(0, index)), () => {
      this.#undone.push(this.#live().splice(index))
    })
    return undone
  }

  /** Takes the last rewind back; false when there is none (or a write came since). */
  async redo(): Promise<boolean> {
    const group = this.#undone.at(-1)
    if (!group) return false
    await this.#swap(this.#stateAfter([...this.#live(), ...group]), () => {
      this.#undone.pop()
      this.#live().push(...group)
    })
    return true
  }

  // The writes kept, with the cleared front cut off.
  #live(): Step[] {
    if (this.#head > 0) {
      this.#steps = this.#steps.slice(this.#head)
      this.#head = 0
    }
    return this.#steps as Step[]
  }

  async #swap(snapshot: StoreSnapshot, commit: () => void): Promise<void> {
    this.#onOwnReplace = commit
    try {
      await this.#db.import(snapshot)
    } finally {
      this.#onOwnReplace = undefined
    }
  }

  #stateAfter(steps: readonly Step[]): StoreSnapshot {
    const patches = steps.map(patchOf)
    const folded = this.#foldedPatch()
    return applyStorePatches(this.#base, folded ? [folded, ...patches] : patches) as StoreSnapshot
  }

  #listen(change: StoreChange, committed: CommittedStore): void {
    if (change.kind === 'replace') {
      const own = this.#onOwnReplace
      if (own) {
        own()
        this.#nextIds = { ...committed.snapshot().nextIds }
      } else this.#restart(committed.snapshot())
      return
    }
    const before = this.#nextIds
    const counted = committed.nextIds()
    // Most writes add nothing: their steps share one counters object instead of a copy each.
    const after = sameIds(counted, before) ? before : counted
    const touched: Touched[] = []
    for (const { table, ids } of change.changes) {
      for (const id of ids) touched.push({ table, id, record: committed.record(table, id) ?? null })
    }
    this.#steps.push({ cause: change.cause, operation: change.operation, touched, before, after })
    this.#nextIds = after
    // A new write branches: what was rewound can no longer come back.
    if (this.#undone.length > 0) this.#undone = []
    if (this.#steps.length - this.#head > this.capacity) {
      this.#fold(this.#steps[this.#head] as Step)
      this.#steps[this.#head++] = undefined
      if (this.#head >= this.capacity) this.#live()
    }
  }

  #restart(snapshot: StoreSnapshot): void {
    this.#steps = []
    this.#head = 0
    this.#undone = []
    const db = this.#db
    this.#setBase(snapshot, db.categories.size + db.pets.size + db.inventory.size + db.orders.size)
    this.#nextIds = { ...snapshot.nextIds }
  }

  #fold(step: Step): void {
    for (const { table, id, record } of step.touched) {
      let rows = this.#folded.get(table)
      if (!rows) this.#folded.set(table, (rows = new Map()))
      if (!rows.has(id)) this.#foldedCount++
      rows.set(id, record)
    }
    this.#foldedIds = step.after
    if (this.#foldedCount > Math.max(2 * this.capacity, this.#baseRecords)) this.#rebase()
  }

  // The base with the folded writes applied becomes the base: a cost of the store's size, paid
  // once per as many folded records.
  #rebase(): void {
    const folded = this.#foldedPatch()
    if (!folded) return
    const base = applyStorePatches(this.#base, [folded]) as StoreSnapshot
    const records = base.categories.length + base.pets.length + base.orders.length
    this.#setBase(base, records + base.inventory.length)
  }

  // `records` is counted by the caller: reading a frozen snapshot's lists would build them.
  #setBase(base: StoreSnapshot, records: number): void {
    this.#base = base
    this.#folded.clear()
    this.#foldedIds = undefined
    this.#foldedCount = 0
    this.#baseRecords = records
  }

  #foldedPatch(): StorePatch | undefined {
    if (!this.#foldedIds) return undefined
    const patch: StorePatch = {
      put: { categories: [], pets: [], inventory: [], orders: [] },
      deleted: { categories: [], pets: [], inventory: [], orders: [] },
      nextIds: this.#foldedIds,
    }
    for (const [table, rows] of this.#folded) {
      const name = SNAPSHOT_TABLE[table]
      for (const [id, record] of rows) {
        if (record) (patch.put[name] as object[]).push(record)
        else patch.deleted[name].push(id)
      }
    }
    return patch
  }
}

function sameIds(a: NextIds, b: NextIds): boolean {
  return a.category === b.category && a.pet === b.pet && a.order === b.order
}

function patchOf(step: Step): StorePatch {
  const patch: StorePatch = {
    put: { categories: [], pets: [], inventory: [], orders: [] },
    deleted: { categories: [], pets: [], inventory: [], orders: [] },
    nextIds: step.after,
  }
  for (const { table, id, record } of step.touched) {
    const name = SNAPSHOT_TABLE[table]
    if (record) (patch.put[name] as object[]).push(record)
    else patch.deleted[name].push(id)
  }
  return patch
}

function entryOf(step: Step): HistoryEntry {
  const entry: HistoryEntry = {
    seq: step.cause?.seq,
    operation: step.operation,
    added: [],
    changed: [],
    removed: [],
  }
  for (const table of TABLES) {
    for (const touched of step.touched) {
      if (touched.table !== table) continue
      const { id } = touched
      if (!touched.record) entry.removed.push({ table, id })
      else entry[id >= step.before[COUNTER[table]] ? 'added' : 'changed'].push({ table, id })
    }
  }
  return entry
}
