/**
 * The contract guard: notices every request to the API that the contract rejects or that no
 * handler served, so the test that sent it fails with a message naming the request.
 */
import type { UnhandledRequestCallback, UnhandledRequestStrategy } from '../../handlers/msw'
import { route } from '../../contract/router'
import { backendViolationsOf } from '../../runtime/proxy/forward'
import type { PetstoreContext } from '../../runtime/context'

/** A kind of contract rejection; list the ones a test causes on purpose in `allow`. */
export type RejectionKind =
  | 'outside_contract'
  | 'invalid_request'
  | 'unauthorized'
  | 'mock_error'
  | 'unhandled'
  | 'backend_violation'

/** One request the contract rejected. */
export interface Rejection {
  kind: RejectionKind
  method: string
  url: string
  /** The status the app saw; undefined when no handler answered. */
  status: number | undefined
  reason: string
}

/**
 * Thrown at the end of a test whose app sent requests that break the contract (openapi.yaml), or
 * that no handler answered: the app's request is at fault (the mock's own answer outside the
 * contract is `AnswerContractError`).
 *
 * @example
 * const error = await petstore.guard.check().catch((e: RequestContractError) => e)
 * error.rejections[0] // { kind: 'invalid_request', method: 'POST', url: '…', status: 400, reason: '…' }
 */
export class RequestContractError extends Error {
  constructor(readonly rejections: readonly Rejection[]) {
    const count = rejections.length === 1 ? '1 request' : `${rejections.length} requests`
    const kinds = [...new Set(rejections.map((r) => `'${r.kind}'`))].join(', ')
    super(
      `petstore-mock: ${count} to the API broke the contract (openapi.yaml):\n` +
        rejections.map(describeRejection).join('\n') +
        `\nFix the app's request, or, if the test sends it on purpose, pass allow: [${kinds}] ` +
        `in the petstore options.`,
    )
    this.name = 'RequestContractError'
  }
}

/**
 * @deprecated Renamed `RequestContractError` (the app's request broke the contract);
 * this name goes in 0.3.0.
 * @alias
 */
export const ContractRejectionError = RequestContractError
/** @deprecated Renamed `RequestContractError`; this name goes in 0.3.0. */
export type ContractRejectionError = RequestContractError

function describeRejection({ method, url, status, reason }: Rejection): string {
  return `  - ${method} ${url} → ${status ?? 'no answer'}: ${reason}`
}

function kindOf(status: number, routed: boolean): RejectionKind | undefined {
  if (!routed) return 'outside_contract'
  if (status === 400 || status === 413 || status === 415) return 'invalid_request'
  if (status === 401) return 'unauthorized'
  return undefined
}

async function reasonOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as {
      code?: string
      message?: string
      details?: Array<{ path: string; message: string }>
    }
    // The message already names the first problem; list them all only when there are several.
    const more = body.details && body.details.length > 1 ? body.details : []
    const details = more.map((d) => `\n      ${d.path}: ${d.message}`).join('')
    return `${body.code ?? 'error'}: ${body.message ?? ''}${details}`
  } catch {
    return `status ${response.status}`
  }
}

/** Options of a guard. */
export interface GuardOptions {
  /** Rejections the tests cause on purpose; they do not fail the test. Default none. */
  allow?: readonly RejectionKind[]
}

/** What the guard needs from a mock. */
export interface GuardedMock {
  context: PetstoreContext
}

/**
 * Watches one mock's traffic for contract rejections. The mock's handler hands it every request
 * and answer (`createPetstore(options, { observe: guard.observe })`), so it wraps nothing.
 */
export class ContractGuard {
  readonly #context: PetstoreContext
  readonly #allow: ReadonlySet<RejectionKind>
  readonly #isInjected: (request: Request) => boolean
  readonly #inspections = new Set<Promise<void>>()
  #found: Rejection[] = []

  constructor(
    mock: GuardedMock,
    options: GuardOptions & { isInjected: (request: Request) => boolean },
  ) {
    this.#context = mock.context
    this.#allow = new Set(options.allow ?? [])
    this.#isInjected = options.isInjected
  }

  /**
   * Sees one request and the mock's answer to it, side by side; pass it as the handler's
   * `observe` option. An answer the mock could not give (MSW then sends a 500) is a rejection.
   */
  readonly observe = async (
    request: Request,
    answer: () => Promise<Response>,
  ): Promise<Response> => {
    const { method, url } = request
    try {
      const response = await answer()
      const backend = backendViolationsOf(response)
      if (backend) {
        if (backend.length > 0) {
          const reason = `the real backend broke openapi.yaml: ${backend.join('; ')}`
          this.#add({ kind: 'backend_violation', method, url, status: response.status, reason })
        }
      } else if (!this.#isInjected(request)) this.#inspect(method, url, response)
      return response
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      this.#add({ kind: 'mock_error', method, url, status: 500, reason })
      throw error
    }
  }

  /**
   * MSW's `onUnhandledRequest`: requests to the API's origin that no handler served are
   * rejections; anything else gets `fallback`. (With a path base every origin may be the API's,
   * and the mock answers everything under the base, so only an absolute base leaves a gap.)
   */
  onUnhandledRequest(fallback: UnhandledRequestStrategy = 'warn'): UnhandledRequestCallback {
    return (request, print) => {
      const { origin } = this.#context
      if (origin !== undefined && new URL(request.url).origin === origin) {
        const reason = `no handler served it (the API lives under ${origin}${this.#context.basePath})`
        this.#add({
          kind: 'unhandled',
          method: request.method,
          url: request.url,
          status: undefined,
          reason,
        })
        return
      }
      if (typeof fallback === 'function') fallback(request, print)
      else if (fallback === 'warn') print.warning()
      else if (fallback === 'error') print.error()
    }
  }

  /** Rejections found since the last check. */
  get rejections(): readonly Rejection[] {
    return [...this.#found]
  }

  /**
   * Throws RequestContractError if any request since the last check was rejected (and not
   * allowed); either way, starts afresh.
   */
  async check(): Promise<void> {
    await Promise.all(this.#inspections)
    const found = this.#found.filter((rejection) => !this.#allow.has(rejection.kind))
    this.#found = []
    if (found.length > 0) throw new RequestContractError(found)
  }

  // Only a rejection's body is read, from a clone: most answers are fine, and cloning every one
  // (a tee of its body stream) was a measurable part of what each test cost.
  #inspect(method: string, url: string, response: Response): void {
    const path = new URL(url).pathname.slice(this.#context.basePath.length)
    const kind = kindOf(response.status, route(method, path).kind === 'operation')
    if (!kind) return
    const inspection = reasonOf(response.clone()).then((reason) => {
      this.#add({ kind, method, url, status: response.status, reason })
    })
    this.#inspections.add(inspection)
    void inspection.finally(() => this.#inspections.delete(inspection))
  }

  #add(rejection: Rejection): void {
    this.#found.push(rejection)
  }
}
