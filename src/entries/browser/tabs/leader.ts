/**
 * The leader tab's side of the link: it answers the other tabs' requests and store commands
 * through the mock's own pipeline, once each (a request sent again after a takeover gets the
 * answer it already had), and sends them its journal in batches.
 */
import { BoundedCache } from '../../../base/cache'
import type { Petstore } from '../../../controller/petstore'
import type { JournalEntry } from '../../../runtime/journal'
import { storeUnavailable } from './follower'
import {
  fromForwardedRequest,
  NOTHING_TO_REDO,
  toForwardedResponse,
  type ControlAction,
  type ForwardedRequest,
  type ForwardedResponse,
  type TabMessage,
} from './protocol'

// How long the leader gathers journal entries before sending them to the other tabs.
const SHARE_JOURNAL_EVERY_MS = 200

// Answers the leader keeps, so a request sent twice (once before a takeover, once after) runs once.
const REMEMBERED = 500

/** What the leader does for the other tabs. */
export interface LeaderSide {
  /** Runs a forwarded request through the pipeline; a failure is a 503 `store_unavailable`. */
  serve(request: ForwardedRequest): Promise<ForwardedResponse>
  /** Runs a store command (`reset`, `setScenario`). */
  run(action: ControlAction): Promise<void>
  answerRequest(message: TabMessage & { kind: 'request' }): void
  answerControl(message: TabMessage & { kind: 'control' }): void
  /** Queues a journal entry for the other tabs' journals. */
  shareJournal(entry: JournalEntry): void
  /** Sends nothing more. */
  stop(): void
}

/** The leader's side for the tab `self`, posting on the link's channel. */
export function createLeaderSide(
  self: string,
  post: (message: TabMessage) => void,
  petstore: Petstore,
): LeaderSide {
  const answered = new BoundedCache<string, Promise<ForwardedResponse>>(REMEMBERED)
  let stopped = false

  const serve = async (request: ForwardedRequest): Promise<ForwardedResponse> => {
    try {
      const response = await petstore.fetch(fromForwardedRequest(request))
      return toForwardedResponse(response ?? storeUnavailable())
    } catch (error) {
      return toForwardedResponse(storeUnavailable(`The mock failed: ${String(error)}`))
    }
  }
  const run = async (action: ControlAction) => {
    if (action.op === 'reset') await petstore.reset()
    else if (action.op === 'rewind') await petstore.rewind(action.seq)
    else if (action.op === 'state') await petstore.restore(action.state)
    else if (action.op === 'redo') {
      if (!(await petstore.redo())) throw new Error(NOTHING_TO_REDO)
    } else await petstore.setScenario(action.scenario, action.size)
  }

  // The other tabs' journals show this store's requests. They go in batches, a few times a
  // second, after the answers: one message per request cost each request about 0.15 ms of
  // cloning and posting (bench/browser-split.ts), and the panels draw at that pace anyway.
  let unshared: JournalEntry[] = []
  const shareJournal = (entry: JournalEntry) => {
    if (unshared.length === 0) {
      setTimeout(() => {
        const entries = unshared
        unshared = []
        const { pets, categories, orders } = petstore.db
        const records = { pets: pets.size, categories: categories.size, orders: orders.size }
        if (!stopped) post({ kind: 'journal', from: self, entries, records })
      }, SHARE_JOURNAL_EVERY_MS)
    }
    unshared.push(entry)
  }

  return {
    serve,
    run,
    answerRequest(message) {
      post({ kind: 'received', id: message.id, from: self, to: message.from })
      const answer = answered.remember(message.id, () => serve(message.request))
      void answer.then((response) =>
        post({ kind: 'response', id: message.id, from: self, to: message.from, response }),
      )
    },
    answerControl(message) {
      post({ kind: 'received', id: message.id, from: self, to: message.from })
      run(message.action).then(
        () => post({ kind: 'done', id: message.id, from: self, to: message.from }),
        (error: unknown) =>
          post({
            kind: 'done',
            id: message.id,
            from: self,
            to: message.from,
            error: String(error),
          }),
      )
    },
    shareJournal,
    stop() {
      stopped = true
    },
  }
}
