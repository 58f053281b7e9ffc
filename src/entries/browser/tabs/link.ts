/**
 * One store per origin and base path, however many tabs: the tab holding a Web Lock named after
 * the store is the leader; the others send their API requests to it on a BroadcastChannel, and it
 * answers through `petstore.fetch`. When the leader's page goes, the browser gives the lock to a
 * waiting tab, which loads the saved store and announces itself.
 */
import { storeEnvelope } from '../../../db/snapshot'
import type { Petstore } from '../../../controller/petstore'
import { createFollowerSide, type FollowerTimeouts } from './follower'
import { createLeaderSide } from './leader'
import {
  newTabId,
  readTabMessage,
  tabMessage,
  toForwardedRequest,
  type ControlAction,
  type SharedSettings,
  type TabMessage,
} from './protocol'
import type { StoreRecords, WorkerStatusCell } from '../worker-status'
import { devLog } from '../../../base/log'

export interface TabLinkOptions {
  /** The lock's and the channel's name: one per origin and base path. */
  name: string
  petstore: Petstore
  status: WorkerStatusCell
  /** Runs once when this tab takes the store, before it answers anything (loads the saved store). */
  takeOver(): Promise<void>
  /** Applies settings another tab shared (latency, faults, clock). */
  applySettings(settings: SharedSettings): void
  timeouts?: FollowerTimeouts
  /** The Web Locks to elect with. Default `navigator.locks` (tests pass their own). */
  locks?: Pick<LockManager, 'request'>
}

export interface TabLink {
  /** Resolves once this tab knows whether it holds the store (and has loaded it if it does). */
  readonly settled: Promise<void>
  /**
   * The leader's answer to this follower's request (`prepare`d first), or undefined when this
   * tab holds the store and serves it itself (the request is then left unread).
   */
  route(request: Request, prepare?: (request: Request) => Request): Promise<Response | undefined>
  /** Runs a reset or a reseed on the store, wherever it is held. */
  control(action: ControlAction): Promise<void>
  /** Applies settings here and sends them to every other tab. */
  shareSettings(settings: SharedSettings): void
  /** Calls `listener` with settings another tab shared. */
  onSettings(listener: (settings: SharedSettings) => void): () => void
  /** Leaves: releases the lock (another tab takes over) and closes the channel. */
  close(): void
}

/** Whether this browser can share one store between tabs; a sentence saying why not otherwise. */
export function tabSyncMissing(): string | undefined {
  if (typeof BroadcastChannel === 'undefined') return 'this browser has no BroadcastChannel'
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks)
    return 'this browser has no Web Locks (they need a secure context: https or localhost)'
  return undefined
}

/** Joins the tabs sharing `name`. Call only when `tabSyncMissing()` is undefined. */
export function joinTabs(options: TabLinkOptions): TabLink {
  const { petstore, status } = options
  const self = newTabId()
  const channel = new BroadcastChannel(options.name)
  const post = (message: TabMessage) => channel.postMessage(tabMessage(message))
  const follower = createFollowerSide(self, post, options.timeouts)
  const settingsListeners = new Set<(settings: SharedSettings) => void>()
  const stops: Array<() => void> = []
  let leading = false
  let closed = false
  const locks = options.locks ?? navigator.locks

  const leader = createLeaderSide(self, post, petstore)
  const { serve, run } = leader

  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = readTabMessage(event.data)
    if (!message || message.from === self) return
    switch (message.kind) {
      case 'request':
        if (leading) leader.answerRequest(message)
        return
      case 'control':
        if (leading) leader.answerControl(message)
        return
      case 'leader':
        return follower.leaderChanged(message.from)
      case 'replaced':
        if (!leading) followStore(options, message)
        return
      case 'journal':
        if (!leading) followJournal(options, message)
        return
      case 'settings':
        options.applySettings(message.settings)
        for (const listener of settingsListeners) listener(message.settings)
        return
      default:
        follower.receive(message)
    }
  }

  const lead = async () => {
    await options.takeOver()
    leading = true
    status.set({ tab: 'leader', records: undefined })
    stops.push(
      petstore.onStoreReplaced((reason) => {
        if (reason === 'seed') return
        void petstore
          .snapshot()
          .then((store) =>
            post({ kind: 'replaced', from: self, reason, store: storeEnvelope(store) }),
          )
      }),
      petstore.requests.subscribe(leader.shareJournal),
    )
    post({ kind: 'leader', from: self })
    follower.takeOver(serve, run)
  }

  // The lock is held until `close()` or the page goes, whichever comes first.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const settled = elect({ locks, name: options.name, status, lead, held, closed: () => closed })

  return {
    settled,
    async route(request, prepare = (same) => same) {
      await settled
      if (leading) return undefined
      return follower.forward(await toForwardedRequest(prepare(request)))
    },
    control(action) {
      return leading ? run(action) : follower.control(action)
    },
    shareSettings(settings) {
      options.applySettings(settings)
      post({ kind: 'settings', from: self, settings })
    },
    onSettings(listener) {
      settingsListeners.add(listener)
      return () => settingsListeners.delete(listener)
    },
    close() {
      closed = true
      leader.stop()
      leading = false
      for (const stop of stops.splice(0)) stop()
      release()
      channel.close()
    },
  }
}

function sameRecords(a: StoreRecords | undefined, b: StoreRecords): boolean {
  return a?.pets === b.pets && a.categories === b.categories && a.orders === b.orders
}

interface Election {
  locks: Pick<LockManager, 'request'>
  name: string
  status: WorkerStatusCell
  lead(): Promise<void>
  /** Resolves when this tab lets go of the lock. */
  held: Promise<void>
  closed(): boolean
}

// Resolves once this tab knows whether it holds the store (and has taken it if it does); a tab
// that finds the lock taken follows, and waits in line for it.
function elect({ locks, name, status, lead, held, closed }: Election): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    locks
      .request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) {
          status.set({ tab: 'follower', persist: 'elsewhere' })
          resolve()
          // The browser grants the lock when the leader's page goes.
          void locks
            .request(name, async () => {
              if (closed()) return
              await lead()
              await held
            })
            .catch((error: unknown) => devLog.warn('lost the store lock:', error))
          return
        }
        try {
          await lead()
          resolve()
        } catch (error) {
          reject(error as Error)
          return
        }
        await held
      })
      .catch(reject)
  })
}

type FollowerView = Pick<TabLinkOptions, 'petstore' | 'status'>

// The leader's store is the truth; this tab's copy follows it so `onStoreReplaced` fires, and
// counts from it again until the leader's next report.
function followStore(
  { petstore, status }: FollowerView,
  message: TabMessage & { kind: 'replaced' },
): void {
  if (message.reason === 'reset') petstore.requests.clear()
  status.set({ records: undefined })
  petstore.restore(message.store, { reason: 'sync' }).catch((error: unknown) => {
    devLog.warn('refused a store from another tab:', error)
  })
}

// Counts first: the panel redraws as the entries land, and should show the store they came from,
// not this tab's old copy of it.
function followJournal(
  { petstore, status }: FollowerView,
  message: TabMessage & { kind: 'journal' },
): void {
  if (!sameRecords(status.value.records, message.records)) {
    status.set({ records: message.records })
  }
  for (const entry of message.entries) petstore.requests.record(entry)
}
