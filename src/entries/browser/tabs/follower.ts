/**
 * A follower tab's side of the link: the requests and control messages it sent to the tab that
 * holds the store, until each is answered. Nothing is dropped and nothing hangs: when a new tab
 * takes the store, what the old one never received is sent again, a read it received is sent
 * again too (reads change nothing), and a write it received but never answered gets a 503
 * `store_unavailable` (it may or may not have run); a silence past the timeout gets the same 503.
 */
import { isWriteMethod } from '../../../contract/operations'
import { ApiError } from '../../../contract/errors'
import {
  fromForwardedResponse,
  newTabId,
  type ControlAction,
  type ForwardedRequest,
  type ForwardedResponse,
  type TabMessage,
} from './protocol'

/** How long a follower waits, in ms. */
export interface FollowerTimeouts {
  /** For the leader to say it received a request. Default 10 s. */
  received?: number
  /** For the answer once received (latency switches go up to 3 s). Default 60 s. */
  answer?: number
}

const lostWrite =
  'The tab holding the store closed while answering this write, so it may or may not have been saved; reload and check before trying again.'

interface Pending {
  send(): void
  message: TabMessage & { kind: 'request' | 'control' }
  receivedBy?: string
  timer?: ReturnType<typeof setTimeout>
  settle(answer: Answer): void
}

type Answer = { response: ForwardedResponse } | { error?: string } | 'lost'

/** The follower's pending requests and controls. */
export interface FollowerSide {
  /** Sends a request to the leader; resolves with its answer or a 503. */
  forward(request: ForwardedRequest): Promise<Response>
  /** Asks the leader to reset or reseed; rejects when it failed or nobody answered. */
  control(action: ControlAction): Promise<void>
  /** Handles the leader's `received`, `response` and `done` messages to this tab. */
  receive(message: TabMessage): void
  /** Another tab (or this one) took the store: resend or answer what the old one held. */
  leaderChanged(leader: string): void
  /** This tab took the store: answers what it waited for here (or 503 for a lost write). */
  takeOver(
    serve: (request: ForwardedRequest) => Promise<ForwardedResponse>,
    run: (action: ControlAction) => Promise<void>,
  ): void
}

/** The 503 a follower answers with when the tab holding the store is gone. */
export function storeUnavailable(message?: string): Response {
  return Response.json(new ApiError('store_unavailable', message).toBody(), { status: 503 })
}

/** The follower side of tab `self`, posting on `post`. */
export function createFollowerSide(
  self: string,
  post: (message: TabMessage) => void,
  timeouts: FollowerTimeouts = {},
): FollowerSide {
  const pending = new Map<string, Pending>()
  const receivedMs = timeouts.received ?? 10_000
  const answerMs = timeouts.answer ?? 60_000

  const arm = (entry: Pending, ms: number) => {
    clearTimeout(entry.timer)
    entry.timer = setTimeout(() => entry.settle('lost'), ms)
  }

  const track = (
    message: TabMessage & { kind: 'request' | 'control' },
    settle: Pending['settle'],
  ) => {
    const entry: Pending = {
      message,
      send: () => {
        entry.receivedBy = undefined
        arm(entry, receivedMs)
        post(message)
      },
      settle: (answer) => {
        clearTimeout(entry.timer)
        pending.delete(message.id)
        settle(answer)
      },
    }
    pending.set(message.id, entry)
    entry.send()
  }

  return {
    forward(request) {
      return new Promise<Response>((resolve) => {
        const id = newTabId()
        track({ kind: 'request', id, from: self, request }, (answer) =>
          resolve(asResponse(request, answer)),
        )
      })
    },
    control(action) {
      return new Promise<void>((resolve, reject) => {
        track({ kind: 'control', id: newTabId(), from: self, action }, (answer) => {
          if (answer === 'lost') reject(new Error('No tab holding the store answered; try again.'))
          else if ('error' in answer && answer.error) reject(new Error(answer.error))
          else resolve()
        })
      })
    },
    receive(message) {
      if (!('to' in message) || message.to !== self) return
      const entry = pending.get(message.id)
      if (!entry) return
      if (message.kind === 'received') {
        entry.receivedBy = message.from
        arm(entry, answerMs)
      } else if (message.kind === 'response') {
        entry.settle({ response: message.response })
      } else if (message.kind === 'done') {
        entry.settle(message.error === undefined ? {} : { error: message.error })
      }
    },
    leaderChanged(leader) {
      for (const entry of [...pending.values()]) {
        if (entry.receivedBy === leader) continue
        const write =
          entry.message.kind === 'request' && isWriteMethod(entry.message.request.method)
        if (entry.receivedBy !== undefined && write) {
          entry.settle({ error: lostWrite })
        } else {
          entry.send()
        }
      }
    },
    takeOver(serve, run) {
      answerHere([...pending.values()], serve, run)
    },
  }
}

function asResponse(request: ForwardedRequest, answer: Answer): Response {
  if (answer === 'lost') {
    const { pathname } = new URL(request.url)
    return storeUnavailable(`No tab answered ${request.method} ${pathname} in time; try again.`)
  }
  if ('response' in answer) return fromForwardedResponse(answer.response)
  return storeUnavailable(answer.error)
}

// This tab now holds the store: what it was waiting for is answered here.
function answerHere(
  entries: Pending[],
  serve: (request: ForwardedRequest) => Promise<ForwardedResponse>,
  run: (action: ControlAction) => Promise<void>,
): void {
  for (const entry of entries) {
    clearTimeout(entry.timer)
    const { message } = entry
    if (message.kind === 'control') {
      run(message.action).then(
        () => entry.settle({}),
        (error: unknown) => entry.settle({ error: String(error) }),
      )
    } else if (entry.receivedBy !== undefined && isWriteMethod(message.request.method)) {
      entry.settle({ error: lostWrite })
    } else {
      void serve(message.request).then((response) => entry.settle({ response }))
    }
  }
}
