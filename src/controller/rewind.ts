/**
 * `rewind(seq)` and `redo()`: the store's history (`db/history.ts`) swapped in through the
 * lifecycle queue, so requests in flight finish first and those sent meanwhile run on the
 * rewound store; each is journalled as the admin request that asks for it over HTTP, so the
 * harness and a HAR show where the store went back.
 */
import { ApiError } from '../contract/errors'
import type { StoreHistory } from '../db/history'
import type { PetstoreContext } from '../runtime/context'
import { journalAdminAction } from '../runtime/finish'
import type { StoreLifecycle } from '../runtime/lifecycle'

/** The methods a controller gains. */
export interface RewindMethods {
  rewind(seq: number): Promise<void>
  redo(): Promise<boolean>
}

/** The rewind and redo of one mock. */
export function createRewind(
  history: StoreHistory,
  lifecycle: StoreLifecycle,
  context: PetstoreContext,
): RewindMethods {
  return {
    rewind(seq) {
      if (!Number.isSafeInteger(seq) || seq < 1) {
        return Promise.reject(
          new TypeError(`rewind(seq): seq must be a journal seq (1 or more), got ${String(seq)}`),
        )
      }
      if (history.capacity === 0) return Promise.reject(historyOff())
      const started = performance.now()
      return lifecycle.replace({
        reason: 'rewind',
        // Run once requests in flight are answered, so every write they made has its seq.
        run: async () => {
          const index = history.indexOf(seq)
          if (index === -1) throw notInHistory(seq, history.seqs)
          const undone = await history.rewind(index)
          journalAdminAction(context, 'rewind', { seq }, { rewoundTo: seq, undone }, started)
        },
      })
    },
    async redo() {
      if (history.capacity === 0) throw historyOff()
      if (history.redoable === 0) return false
      const started = performance.now()
      let redone = false
      await lifecycle.replace({
        reason: 'rewind',
        run: async () => {
          redone = await history.redo()
          if (redone) journalAdminAction(context, 'redo', {}, { redone }, started)
        },
      })
      return redone
    },
  }
}

function historyOff(): ApiError {
  return new ApiError('not_found', 'The store keeps no history (historySize is 0).')
}

function notInHistory(seq: number, seqs: number[]): ApiError {
  const kept =
    seqs.length === 0
      ? 'it holds no request writes yet'
      : `it holds the writes of requests #${seqs[0]} to #${seqs.at(-1)}`
  return new ApiError(
    'not_found',
    `Request #${seq} made no write the history still holds (${kept}); pick a write from petstore.history.`,
  )
}
