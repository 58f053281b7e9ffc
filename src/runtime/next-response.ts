/**
 * One-off answers: `nextResponse('createOrder', { status: 503 })` answers only the next request to
 * that operation, then the mock behaves normally again. A delay alone slows that one request.
 * Replies are checked against openapi.yaml like any other (statuses by type, bodies at run time).
 */
import { getOperation, type OperationId, type OperationInfo } from '../contract/operations'
import type { PetstoreContext, RequestHook } from './context'
import type { Answer } from './answer'
import type { RequestJournal } from './journal'
import { planReply, replyFor, type AnyReply, type OneOffReply } from './one-off-reply'
import { parseJson } from '../base/json'

export type { OneOffReply } from './one-off-reply'

interface Planned {
  operation: OperationInfo
  reply: Answer | undefined
  delay: number
}

/** The one-off answers of one mock. */
export interface NextResponses {
  /** Plans a one-off answer; returns a function that cancels it if still unused. */
  add<Id extends OperationId>(operationId: Id, reply: OneOffReply<Id>): () => void
  /**
   * The hook that answers; add it to the mock once. A request it answers goes into
   * `context.injected` (it is then not the app's fault).
   */
  hook: RequestHook
  /** Forgets every unused one-off. */
  clear(): void
  /** Sets every unused one-off aside; the function returned puts them back, first in line. */
  setAside(): () => void
  /** The unused one-offs as plain data, in order, for a shared state. */
  pending(): Array<{
    operationId: OperationId
    status?: number
    body?: unknown
    headers?: Record<string, string>
    delay?: number
  }>
}

async function jsonBodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  try {
    return parseJson(await request.clone().text())
  } catch {
    return undefined
  }
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Creates the one-off answers of a mock. Add `hook` to the mock once. */
export function createNextResponses(journal: RequestJournal): NextResponses {
  const planned: Planned[] = []
  // The pipeline reads the body only after its hooks, so it never sees the body of a request a
  // one-off answered; we read it here and hand it to the journal entry recorded right after.
  const bodies: Array<{ method: string; url: string; body: unknown }> = []
  journal.subscribe((entry) => {
    const at = bodies.findIndex((b) => b.method === entry.method && b.url === entry.url)
    if (at === -1) return
    const [captured] = bodies.splice(at, 1)
    if (entry.body === undefined) entry.body = captured?.body
  })

  const answerWith = async (next: Planned, request: Request, context: PetstoreContext) => {
    if (next.delay > 0) await wait(next.delay)
    if (!next.reply) return undefined
    context.injected.add(request)
    const body = await jsonBodyOf(request)
    if (body !== undefined) bodies.push({ method: request.method, url: request.url, body })
    return replyFor(next.operation, next.reply, new URL(request.url))
  }

  return {
    add(operationId, reply) {
      const operation = getOperation(operationId)
      const item: Planned = {
        operation,
        reply: planReply(operation, reply as AnyReply),
        delay: reply.delay ?? 0,
      }
      planned.push(item)
      return () => {
        const at = planned.indexOf(item)
        if (at !== -1) planned.splice(at, 1)
      }
    },

    // Every controller has this hook, so the common case (nothing planned) stays synchronous, and
    // reads no `request.request` (a server builds that Request only when it is read).
    hook(request, context) {
      const at = planned.findIndex((p) => p.operation.operationId === request.operation.operationId)
      if (at === -1) return undefined
      const [next] = planned.splice(at, 1) as [Planned]
      return answerWith(next, request.request, context)
    },

    clear() {
      planned.length = 0
      bodies.length = 0
    },

    setAside() {
      const aside = planned.splice(0, planned.length)
      return () => void planned.unshift(...aside)
    },

    pending() {
      return planned.map(({ operation, reply, delay }) => ({
        operationId: operation.operationId,
        ...(reply && { status: reply.status }),
        ...(reply?.body !== undefined && { body: reply.body }),
        ...(reply?.headers && { headers: reply.headers }),
        ...(delay > 0 && { delay }),
      }))
    },
  }
}
