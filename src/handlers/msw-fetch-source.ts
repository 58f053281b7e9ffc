/**
 * A network source for msw 3 that intercepts the global `fetch` alone, by wrapping it, as msw 2's
 * fetch interceptor did. msw 3's own sources take every `fetch` through Node's HTTP client over
 * an intercepted socket (3.5–4 times msw 2.15's CPU per request: bench/results/NOTES.md); this one
 * hands msw the `Request` as the app made it, and the app msw's `Response` as the handler made it.
 * Built on msw 3's public `msw/experimental` API only (docs/decisions/018).
 */
import { HttpNetworkFrame, NetworkSource } from 'msw/experimental'

/** What the handlers decided for one request. */
type Outcome =
  | { kind: 'respond'; response: Response }
  | { kind: 'passthrough' }
  | { kind: 'error'; reason: unknown }

/** One `fetch` call, as msw 3 resolves it: the outcome is read once `resolve` settles. */
class FetchFrame extends HttpNetworkFrame {
  outcome: Outcome = { kind: 'passthrough' }
  /** Set when no handler served the request: an error then is the unhandled strategy's. */
  unhandled = false

  constructor(request: Request) {
    super({ request })
    this.events.on('request:unhandled', () => {
      this.unhandled = true
    })
  }

  passthrough(): void {
    // msw's `bypass()` marks a request with this Accept value; the network must not see it.
    const { request } = this.data
    const accept = request.headers.get('accept')
    if (accept === null || !accept.includes('msw/passthrough')) return
    const rest = accept.replace(/(,\s+)?msw\/passthrough/, '')
    if (rest) request.headers.set('accept', rest)
    else request.headers.delete('accept')
  }

  respondWith(response?: Response): void {
    if (response) this.outcome = { kind: 'respond', response }
  }

  errorWith(reason?: unknown): void {
    if (reason instanceof Response) return this.respondWith(reason)
    this.outcome = { kind: 'error', reason }
  }
}

/** Rejects as a failed `fetch` does, with the reason as its cause. */
const failed = (cause: unknown) => new TypeError('Failed to fetch', { cause })

// A handler that threw answers 500 with the error, as msw 3's interceptors do.
function thrownAnswer(error: unknown): Response {
  const body =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack }
      : error
  return new Response(JSON.stringify(body), {
    status: 500,
    statusText: 'Unhandled Exception',
    headers: { 'Content-Type': 'application/json' },
  })
}

function answerOf(frame: FetchFrame, request: Request): Response | Error | 'passthrough' {
  const { outcome } = frame
  if (outcome.kind === 'passthrough') return 'passthrough'
  if (outcome.kind === 'error') {
    return frame.unhandled ? failed(outcome.reason) : thrownAnswer(outcome.reason)
  }
  const { response } = outcome
  if (response.type === 'error') return failed(response)
  // The app gets its own Response, as from the network (the handler's stays the handler's), on
  // the same body stream, with the url it fetched.
  const { status, statusText, headers } = response
  const copy = new Response(response.body, { status, statusText, headers })
  Object.defineProperty(copy, 'url', { value: response.url || request.url })
  return copy
}

// An abort while the handlers run rejects at once, as fetch does.
function abortable<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

// A relative URL under jsdom or happy-dom, against the page's location, as msw's own does.
function resolved(input: Request | string | URL): Request | string | URL {
  const { location } = globalThis as { location?: { href: string } }
  return typeof input === 'string' && location && !URL.canParse(input)
    ? new URL(input, location.href)
    : input
}

/**
 * msw 3's network source for the global `fetch`: requests made with `http.request`, XHR or
 * WebSockets are not seen (msw's `setupServer` sees those).
 */
export class FetchSource extends NetworkSource<FetchFrame> {
  #restore: (() => void) | undefined

  enable(): void {
    if (this.#restore) return
    const real = globalThis.fetch
    const mocked = (input: Request | string | URL, init?: RequestInit) =>
      this.#fetch(real, new Request(resolved(input), init))
    globalThis.fetch = mocked
    this.#restore = () => {
      // Another wrapper laid over ours keeps working: only our own is taken off.
      if (globalThis.fetch === mocked) globalThis.fetch = real
    }
  }

  override disable(): void {
    super.disable()
    this.#restore?.()
    this.#restore = undefined
  }

  async #fetch(real: typeof fetch, request: Request): Promise<Response> {
    if (!this.#restore) return real(request)
    const frame = new FetchFrame(request)
    try {
      await abortable(request.signal, this.queue(frame))
    } catch (error) {
      if (request.signal.aborted) throw error
      frame.errorWith(error)
    } finally {
      frame.events.removeAllListeners()
    }
    const answer = answerOf(frame, request)
    if (answer === 'passthrough') return real(request)
    if (answer instanceof Error) throw answer
    return answer
  }
}
