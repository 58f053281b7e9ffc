/**
 * Shares the store between tabs of one origin: after a change, a tab posts its whole snapshot
 * on a BroadcastChannel and the other tabs load it. Whole snapshots keep every tab's indexes
 * and state rules exact; the last change wins when two tabs write at the same moment.
 */
import { isStoreSnapshot, type StoreSnapshot } from './snapshot'

/** One tab's end of the channel. */
export interface TabSync {
  /** Sends this tab's store to the other tabs. */
  publish(snapshot: StoreSnapshot): void
  close(): void
}

interface SyncMessage {
  type: 'petstore-mock/snapshot'
  from: string
  snapshot: StoreSnapshot
}

/**
 * Joins the channel `name`; `receive` gets every snapshot another tab publishes.
 * Returns undefined where BroadcastChannel does not exist.
 *
 * @example
 * const sync = joinTabSync('petstore-mock:/api/v1', (snapshot) => restore(snapshot))
 * sync?.publish(await takeSnapshot(db))
 */
export function joinTabSync(
  name: string,
  receive: (snapshot: StoreSnapshot) => void,
): TabSync | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined
  const channel = new BroadcastChannel(name)
  const self = Math.random().toString(36).slice(2)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data as Partial<SyncMessage> | null
    if (message?.type !== 'petstore-mock/snapshot' || message.from === self) return
    if (isStoreSnapshot(message.snapshot)) receive(message.snapshot)
  }
  return {
    publish(snapshot) {
      const message: SyncMessage = { type: 'petstore-mock/snapshot', from: self, snapshot }
      channel.postMessage(message)
    },
    close() {
      channel.close()
    },
  }
}
