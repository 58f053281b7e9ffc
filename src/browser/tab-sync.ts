/**
 * Shares the store between tabs of one origin: after a change, a tab posts its whole store (in
 * the store's envelope) on a BroadcastChannel and the other tabs load it. Whole stores keep
 * every tab's indexes and state rules exact; the last change wins when two tabs write at once.
 */
import { storeEnvelope, type StoreEnvelope, type StoreSnapshot } from '../core/db/dump'

/** One tab's end of the channel. */
export interface TabSync {
  /** Sends this tab's store to the other tabs. */
  publish(snapshot: StoreSnapshot): void
  close(): void
}

interface SyncMessage {
  type: 'petstore-mock/store'
  from: string
  store: StoreEnvelope
}

/**
 * Joins the channel `name`; `receive` gets every store another tab publishes, unchecked (it is
 * another page's data: the mock's restore() checks it).
 * Returns undefined where BroadcastChannel does not exist.
 *
 * @example
 * const sync = joinTabSync('petstore-mock:/api/v1', (store) => void petstore.restore(store))
 * sync?.publish(await petstore.snapshot())
 */
export function joinTabSync(name: string, receive: (store: unknown) => void): TabSync | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined
  const channel = new BroadcastChannel(name)
  const self = Math.random().toString(36).slice(2)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = event.data as Partial<SyncMessage> | null
    if (message?.type !== 'petstore-mock/store' || message.from === self) return
    receive(message.store)
  }
  return {
    publish(snapshot) {
      const message: SyncMessage = {
        type: 'petstore-mock/store',
        from: self,
        store: storeEnvelope(snapshot),
      }
      channel.postMessage(message)
    },
    close() {
      channel.close()
    },
  }
}
